import type { TransRenderProps } from '@lingui/react';
import { fallbackLangOf } from '../../lib/i18n-overrides';

/**
 * How every <Trans> message is drawn (I18nProvider's defaultComponent): a message the page's
 * language lacks, shown in the language it falls back to, is wrapped in a span with that `lang`,
 * so screen readers and hyphenation read it as Hausa or English; others are plain text.
 * Texts given as strings (`t`, `msg` in attributes) cannot carry their own `lang`.
 */
export function FallbackLang({ id, children }: TransRenderProps) {
  const lang = fallbackLangOf(id);
  return lang ? <span lang={lang}>{children}</span> : children;
}
