import type { ArchivePatch, OLAC_ROLES, Song } from '@nupe/shared';

/** Languages most items of the archive are in, as tick boxes; any other ISO 639-3 code can be typed. */
export const COMMON_LANGUAGES = ['nup', 'hau', 'yor', 'eng', 'ara'];

/** An OLAC code as words (`oral_history` → `oral history`). */
export const words = (s: string) => s.replaceAll('_', ' ');

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

export type ContributorRow = { name: string; role: string; roleDetail: string };

/** The archive description as its form holds it: text as typed, lists as comma-separated text. */
export type DescribeDraft = {
  languages: string[];
  otherLanguages: string;
  recorded: string;
  placeName: string;
  region: string;
  country: string;
  occasion: string;
  description: string;
  subjects: string;
  discourseType: string;
  rows: ContributorRow[];
  rights: string;
  collection: string;
};

/** A change to one part of the draft. */
export type SetDraft = <K extends keyof DescribeDraft>(key: K, value: DescribeDraft[K]) => void;

/** The form's first draft: the song's description, or its artist as the one performer. */
export function draftOf(song: Song): DescribeDraft {
  const a = song.archive;
  return {
    languages: a.languages,
    otherLanguages: a.languages.filter((l) => !COMMON_LANGUAGES.includes(l)).join(', '),
    recorded: a.recorded ?? '',
    placeName: a.place?.name ?? '',
    region: a.place?.region ?? '',
    country: a.place?.country ?? 'NG',
    occasion: a.occasion ?? '',
    description: a.description ?? '',
    subjects: a.subjects.join(', '),
    discourseType: a.discourseType ?? '',
    rows:
      a.contributors.length > 0
        ? a.contributors.map((c) => ({ name: c.name, role: c.role, roleDetail: c.roleDetail ?? '' }))
        : [{ name: song.artist, role: 'performer', roleDetail: '' }],
    rights: a.rights ?? '',
    collection: a.collection?.id ?? '',
  };
}

/** The whole description to send: trimmed, empty text as null, lists split. */
export function patchOf(d: DescribeDraft): ArchivePatch {
  const codes = [...d.languages.filter((l) => COMMON_LANGUAGES.includes(l)), ...list(d.otherLanguages)];
  return {
    languages: [...new Set(codes)],
    recorded: d.recorded.trim() || null,
    place: d.placeName.trim()
      ? { name: d.placeName.trim(), region: d.region.trim() || null, country: d.country.trim().toUpperCase() }
      : null,
    occasion: d.occasion.trim() || null,
    description: d.description.trim() || null,
    subjects: list(d.subjects),
    discourseType: (d.discourseType || null) as ArchivePatch['discourseType'],
    contributors: d.rows
      .filter((r) => r.name.trim())
      .map((r) => ({
        name: r.name.trim(),
        role: r.role as (typeof OLAC_ROLES)[number],
        roleDetail: r.roleDetail.trim() || null,
      })),
    rights: d.rights.trim() || null,
    collection: d.collection || null,
  };
}
