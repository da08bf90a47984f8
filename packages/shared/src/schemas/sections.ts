import { z } from 'zod';

/**
 * Sections of a long recording (index segments, as oral-history indexes have them): where each
 * part starts, optionally where it ends (else at the next one), its title, synopsis, keywords and
 * language. The whole list is replaced at once; the server checks order and length with
 * `sectionProblem`, the same rule the web editor shows before it saves.
 */
export const SECTIONS_MAX = 500;
export const SECTION_TITLE_MAX_LENGTH = 200;
export const SECTION_SYNOPSIS_MAX_LENGTH = 2000;
export const SECTION_KEYWORDS_MAX = 30;
/** A section may end this little after the recording's measured length (rounding of the probe). */
export const SECTION_END_SLACK_SECONDS = 0.5;

const seconds = (label: string) =>
  z
    .number({ message: `${label} must be a number of seconds.` })
    .min(0, { message: `${label} cannot be negative.` })
    .max(24 * 3600, { message: `${label} must be within 24 hours.` });

export const SectionInputSchema = z
  .object({
    start: seconds('Start'),
    end: seconds('End').nullish(),
    title: z
      .string({ message: 'Each section needs a title.' })
      .trim()
      .min(1, { message: 'Each section needs a title.' })
      .max(SECTION_TITLE_MAX_LENGTH, {
        message: `A section title must be at most ${SECTION_TITLE_MAX_LENGTH} characters.`,
      })
      .transform((s) => s.normalize('NFC')),
    synopsis: z
      .string()
      .trim()
      .max(SECTION_SYNOPSIS_MAX_LENGTH, {
        message: `A synopsis must be at most ${SECTION_SYNOPSIS_MAX_LENGTH} characters.`,
      })
      .transform((s) => (s === '' ? null : s.normalize('NFC')))
      .nullish(),
    keywords: z
      .array(
        z
          .string()
          .trim()
          .min(1, { message: 'A keyword cannot be empty.' })
          .max(100, { message: 'A keyword must be at most 100 characters.' })
          .transform((s) => s.normalize('NFC')),
      )
      .max(SECTION_KEYWORDS_MAX, { message: `At most ${SECTION_KEYWORDS_MAX} keywords a section.` })
      .default([]),
    /** ISO 639-3, checked against the registry on the server. */
    language: z
      .string()
      .regex(/^[a-z]{3}$/, { message: 'A section language must be an ISO 639-3 code such as nup.' })
      .nullish(),
  })
  .strict();
export type SectionInput = z.input<typeof SectionInputSchema>;

/** PUT /api/songs/{id}/sections: the whole list, without ids. */
export const SectionsPutSchema = z
  .object({
    sections: z
      .array(SectionInputSchema)
      .max(SECTIONS_MAX, { message: `A recording may have at most ${SECTIONS_MAX} sections.` }),
  })
  .strict();
export type SectionsPut = z.input<typeof SectionsPutSchema>;

export const SectionSchema = z
  .object({
    id: z.string(),
    start: z.number(),
    /** null: until the next section (or the end of the recording). */
    end: z.number().nullable(),
    title: z.string(),
    synopsis: z.string().nullable(),
    keywords: z.array(z.string()),
    language: z.string().nullable(),
  })
  .meta({ id: 'Section' });
export type Section = z.infer<typeof SectionSchema>;
export const SectionsResponseSchema = z.array(SectionSchema);

const clock = (s: number) => {
  const whole = Math.floor(s);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const sec = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};

type Timed = { start: number; end?: number | null; title: string };

/**
 * The first problem of a list of sections, naming the section (its place in the list and its
 * title) and the field, or null when the list is sound: each ends after it starts, none
 * overlaps the next (sections are read in order of their starts), none starts or ends after
 * the recording (when its length is known).
 */
export function sectionProblem(
  sections: readonly Timed[],
  durationSeconds: number | null,
): { field: string; message: string } | null {
  const name = (i: number) => `Section ${i + 1} “${sections[i]?.title ?? ''}”`;
  const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.start - b.s.start || a.i - b.i);
  for (const [k, { s, i }] of order.entries()) {
    if (s.end !== null && s.end !== undefined && s.end <= s.start) {
      return { field: `sections.${i}.end`, message: `${name(i)} ends before it starts.` };
    }
    if (durationSeconds !== null && s.start >= durationSeconds) {
      return {
        field: `sections.${i}.start`,
        message: `${name(i)} starts at ${clock(s.start)}, after the recording ends (${clock(durationSeconds)}).`,
      };
    }
    if (durationSeconds !== null && s.end != null && s.end > durationSeconds + SECTION_END_SLACK_SECONDS) {
      return {
        field: `sections.${i}.end`,
        message: `${name(i)} ends at ${clock(s.end)}, after the recording ends (${clock(durationSeconds)}).`,
      };
    }
    const next = order[k + 1];
    if (next && (next.s.start === s.start || (s.end != null && s.end > next.s.start))) {
      return {
        field: `sections.${i}.end`,
        message: `${name(i)} overlaps ${name(next.i).replace('Section', 'section')}, which starts at ${clock(next.s.start)}.`,
      };
    }
  }
  return null;
}
