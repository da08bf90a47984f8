import type { Archive } from '@nupe/shared';
import { cn } from './cn';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// ICU does not name every language of the archive: these are named here.
const MORE_LANGUAGES: Record<string, string> = { nup: 'Nupe' };

export const languageName = (code: string) => {
  const name = MORE_LANGUAGES[code] ?? languageNames.of(code);
  // A browser without the name answers a code (sometimes another one: ful → ff): keep ours.
  return name && !/^[a-z]{2,3}$/.test(name) ? name : code;
};

const ROLE_WORDS: Record<string, string> = {
  data_inputter: 'data inputter',
  research_participant: 'research participant',
};
const roleText = (c: Archive['contributors'][number]) => c.roleDetail ?? ROLE_WORDS[c.role] ?? c.role;

/** "198X" → "the 1980s", "1987~" → "about 1987", "1987?" → "1987 (uncertain)"; other EDTF as given. */
export function recordedText(edtf: string): string {
  const decade = /^(\d{3})X$/.exec(edtf);
  if (decade) return `the ${decade[1]}0s`;
  if (edtf.endsWith('~')) return `about ${edtf.slice(0, -1)}`;
  if (edtf.endsWith('?')) return `${edtf.slice(0, -1)} (uncertain)`;
  return edtf;
}

/**
 * The archive description of an item (#14): who performed it and in what role, when and where
 * it was recorded, in which languages, on what occasion, and what it is. Nothing when it was
 * never described.
 */
export function ArchiveDetails({ archive, className }: { archive: Archive; className?: string }) {
  const place = archive.place
    ? [archive.place.name, archive.place.region, regionNames.of(archive.place.country)].filter(Boolean).join(', ')
    : null;
  const rows: [string, string][] = [
    ...(archive.contributors.length > 0
      ? ([['Performed by', archive.contributors.map((c) => `${c.name} (${roleText(c)})`).join(', ')]] as [
          string,
          string,
        ][])
      : []),
    ...(archive.recorded ? ([['Recorded', recordedText(archive.recorded)]] as [string, string][]) : []),
    ...(place ? ([['Place', place]] as [string, string][]) : []),
    ...(archive.languages.length > 0
      ? ([['Language', archive.languages.map(languageName).join(', ')]] as [string, string][])
      : []),
    ...(archive.occasion ? ([['Occasion', archive.occasion]] as [string, string][]) : []),
    ...(archive.collection ? ([['Collection', archive.collection.title]] as [string, string][]) : []),
  ];
  if (rows.length === 0 && !archive.description) return null;
  return (
    <section aria-label="Archive details" className={cn('grid gap-3', className)}>
      {archive.description ? <p className="text-cloth-900">{archive.description}</p> : null}
      {rows.length > 0 ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-cloth-900">{term}</dt>
              <dd className="mb-1 text-cloth-800 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {archive.rights ? <p className="text-xs text-cloth-700">{archive.rights}</p> : null}
      {archive.describedBy ? <p className="text-xs text-cloth-700">Described by {archive.describedBy}</p> : null}
    </section>
  );
}
