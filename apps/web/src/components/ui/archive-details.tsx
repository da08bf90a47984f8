import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Archive, OlacRole } from '@nupe/shared';
import { currentLocale } from '../../lib/i18n';
import { languageName, recordedText, recordedWhen, regionName } from './archive-words';
import { cn } from './cn';

export { languageName, recordedText };

/** The OLAC contributor roles, as people read them. */
const ROLE_WORDS: Record<OlacRole, MessageDescriptor> = {
  annotator: msg`annotator`,
  author: msg`author`,
  compiler: msg`compiler`,
  consultant: msg`consultant`,
  data_inputter: msg`data inputter`,
  depositor: msg`depositor`,
  developer: msg`developer`,
  editor: msg`editor`,
  illustrator: msg`illustrator`,
  interpreter: msg`interpreter`,
  interviewer: msg`interviewer`,
  participant: msg`participant`,
  performer: msg`performer`,
  photographer: msg`photographer`,
  recorder: msg`recorder`,
  researcher: msg`researcher`,
  research_participant: msg`research participant`,
  responder: msg`responder`,
  signer: msg`signer`,
  singer: msg`singer`,
  speaker: msg`speaker`,
  sponsor: msg`sponsor`,
  transcriber: msg`transcriber`,
  translator: msg`translator`,
};

/**
 * The archive description of an item: who performed it and in what role, when and where
 * it was recorded, in which languages, on what occasion, and what it is. Nothing when it was
 * never described.
 */
export function ArchiveDetails({ archive, className }: { archive: Archive; className?: string }) {
  const { t, i18n } = useLingui();
  const locale = currentLocale();
  const roleText = (c: Archive['contributors'][number]) => {
    const word = ROLE_WORDS[c.role as OlacRole] as MessageDescriptor | undefined;
    return c.roleDetail ?? (word ? i18n._(word) : c.role);
  };
  const language = (code: string) => (code === 'nup' ? t`Nupe` : languageName(code, locale));
  const recorded = (edtf: string) => {
    const when = recordedWhen(edtf);
    if (when.kind === 'decade') {
      const decade = when.decade;
      return t`the ${decade}s`;
    }
    if (when.kind === 'as-given') return when.text;
    const year = when.year;
    return when.kind === 'about' ? t`about ${year}` : t`${year} (uncertain)`;
  };
  const place = archive.place
    ? [archive.place.name, archive.place.region, regionName(archive.place.country, locale)].filter(Boolean).join(', ')
    : null;
  const rows: [string, string][] = [];
  if (archive.contributors.length > 0) {
    const contributors = archive.contributors.map((c) => {
      const name = c.name;
      const role = roleText(c);
      return t`${name} (${role})`;
    });
    rows.push([t`Performed by`, contributors.join(', ')]);
  }
  if (archive.recorded) rows.push([t`Recorded`, recorded(archive.recorded)]);
  if (place) rows.push([t`Place`, place]);
  if (archive.languages.length > 0) rows.push([t`Language`, archive.languages.map(language).join(', ')]);
  if (archive.occasion) rows.push([t`Occasion`, archive.occasion]);
  if (archive.collection) rows.push([t`Collection`, archive.collection.title]);
  if (rows.length === 0 && !archive.description) return null;
  const describedBy = archive.describedBy;
  return (
    <section aria-label={t`Archive details`} className={cn('grid gap-3', className)}>
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
      {describedBy ? (
        <p className="text-xs text-cloth-700">
          <Trans>Described by {describedBy}</Trans>
        </p>
      ) : null}
    </section>
  );
}
