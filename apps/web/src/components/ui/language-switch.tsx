import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@nupe/shared';
import { chooseLocale, currentLocale } from '../../lib/i18n';
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

/** Hints under each language's own name, in the language being read now. */
const HINTS: Record<Exclude<Locale, 'en'>, ReturnType<typeof msg>> = {
  ha: msg`Hausa (draft for community review)`,
  yo: msg`Yoruba (draft for community review)`,
  nup: msg`Nupe (in Hausa until Nupe translations are reviewed)`,
};

/**
 * The interface language (issue 18): each language named in itself, the choice applied at
 * once and remembered on this device. Sits in the public header and the listener app's.
 */
export function LanguageSwitch(props: {
  tone?: 'onDark' | 'onLight';
  placement?: 'below' | 'above' | 'below-left';
  showLabel?: boolean;
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <ChoiceMenu<Locale>
      {...props}
      name={_(msg`Language`)}
      value={currentLocale()}
      onChange={(locale) => void chooseLocale(locale)}
      icon={<GlobeIcon />}
      choices={LOCALES.map((locale) => ({
        value: locale,
        label: LOCALE_NAMES[locale],
        lang: locale,
        hint: locale === 'en' ? undefined : _(HINTS[locale]),
      }))}
    />
  );
}
