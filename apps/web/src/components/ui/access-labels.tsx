import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SongAccess, tkLabelMessageId } from '@nupe/shared';
import { localDate } from '../../lib/format';
import { fallbackLangOf } from '../../lib/i18n-overrides';
import { cn } from './cn';

// Made on first use (a yearly window is rare): the first Intl formatter of a page costs its start.
let monthDay: Intl.DateTimeFormat | undefined;

/** "8 Feb 2027" for a dated window's day, "20 December" for a yearly one's. */
export function seasonDay(d: string): string {
  if (d.length === 10) return localDate(d);
  monthDay ??= new Intl.DateTimeFormat('en-GB', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return monthDay.format(new Date(`2024-${d}T00:00:00Z`));
}

/**
 * A label's name and text are translated by the community (the Translate screen): the reviewed
 * text comes with the language's overrides; until then the English, marked as English.
 */
const labelLang = (code: string, part: 'name' | 'text') => fallbackLangOf(tkLabelMessageId(code, part));

const LEVEL_NOTE: Record<SongAccess['level'], MessageDescriptor | null> = {
  public: null,
  community: msg`Shared with signed-in listeners of the community.`,
  group: null,
  staff: msg`Kept for the archive: staff only.`,
};

/**
 * How the community asks an item to be treated: its Traditional Knowledge labels (in the
 * manner of Local Contexts), who it is shared with and when it may be heard. Nothing for a
 * public item without labels or seasons.
 */
export function AccessLabels({ access, className }: { access: SongAccess; className?: string }) {
  const { t, i18n } = useLingui();
  const groupName = access.group?.name;
  const note = LEVEL_NOTE[access.level];
  const shared = access.level === 'group' && groupName ? t`Shared with ${groupName}.` : note ? i18n._(note) : null;
  if (!shared && access.labels.length === 0 && access.seasons.length === 0) return null;
  const seasons = access.seasons
    .map((s) => {
      const name = s.name;
      const from = seasonDay(s.from);
      const to = seasonDay(s.to);
      return s.from.length === 5 ? t`${name} (${from} – ${to}, every year)` : t`${name} (${from} – ${to})`;
    })
    .join('; ');
  return (
    <section aria-label={t`Cultural protocols`} className={cn('grid gap-2 rounded-xl bg-sand-50 p-4', className)}>
      {shared ? <p className="font-semibold text-cloth-900">{shared}</p> : null}
      {access.seasons.length > 0 ? (
        <p className="text-sm text-cloth-800">
          <Trans>Heard only in season: {seasons}.</Trans>
        </p>
      ) : null}
      {access.labels.length > 0 ? (
        <ul className="grid gap-2" aria-label={t`Traditional Knowledge labels`}>
          {access.labels.map((l) => (
            <li key={l.code} className="flex min-w-0 gap-3">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-cloth-900 text-xs font-bold text-brass-300"
              >
                TK
              </span>
              <span className="min-w-0">
                <span className="block font-semibold" lang={labelLang(l.code, 'name')}>
                  {i18n._({ id: tkLabelMessageId(l.code, 'name'), message: l.name })}
                </span>
                <span className="block text-sm text-cloth-800" lang={labelLang(l.code, 'text')}>
                  {i18n._({ id: tkLabelMessageId(l.code, 'text'), message: l.text })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
