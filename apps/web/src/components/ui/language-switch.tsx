import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type LanguageProgress, LOCALE_NAMES, LOCALES, type Locale } from '@nupe/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { chooseLocale, currentLocale } from '../../lib/i18n';
import { languageProgress } from '../../lib/i18n-overrides';
import { ChoiceMenu } from './choice-menu';

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.6 3.5 5.4 3.5 8.5s-1.1 5.9-3.5 8.5c-2.4-2.6-3.5-5.4-3.5-8.5s1.1-5.9 3.5-8.5Z" />
    </svg>
  );
}

/**
 * Each language's completeness, from the server (shipped and community-reviewed messages), asked
 * for once the menu is first opened: the figures show only there, and asking with every page
 * drew both menus again just after the page was taken over.
 */
function useLanguageProgress(): { percents: Partial<Record<Locale, number>>; ask: () => void } {
  const [asked, setAsked] = useState(false);
  const [percents, setPercents] = useState<Partial<Record<Locale, number>>>({});
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void languageProgress().then((list: LanguageProgress[]) => {
      if (live) setPercents(Object.fromEntries(list.map((l) => [l.locale, l.percent])));
    });
    return () => {
      live = false;
    };
  }, [asked]);
  return { percents, ask: () => setAsked(true) };
}

/**
 * The interface language: each language named in itself with how complete it is ("Nupe — 12 %,
 * help translate"), the choice applied at once and remembered on this device. Sits in the
 * public header and the listener app's.
 */
export function LanguageSwitch(props: {
  tone?: 'onDark' | 'onLight';
  placement?: 'below' | 'above' | 'below-left';
  showLabel?: boolean;
  className?: string;
}) {
  const { _ } = useLingui();
  const { percents, ask } = useLanguageProgress();
  const hint = (locale: Locale) => {
    const percent = percents[locale];
    if (locale === 'en' || percent === undefined) return undefined;
    return percent < 100 ? _(msg`${percent} %, help translate`) : _(msg`${percent} % translated`);
  };
  return (
    <ChoiceMenu<Locale>
      {...props}
      name={_(msg`Language`)}
      value={currentLocale()}
      onChange={(locale) => void chooseLocale(locale)}
      onOpen={ask}
      icon={<GlobeIcon />}
      choices={LOCALES.map((locale) => ({
        value: locale,
        label: LOCALE_NAMES[locale],
        lang: locale,
        hint: hint(locale),
      }))}
      footer={
        <Link
          to={paths.staff.translate}
          className="mt-1 flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-bead-700 underline hover:bg-sand-100"
        >
          <Trans>Help translate Nupe Music</Trans>
        </Link>
      }
    />
  );
}
