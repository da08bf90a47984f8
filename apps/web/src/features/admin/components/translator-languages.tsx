import { LOCALE_NAMES, TRANSLATION_LOCALES, type TranslationLocale } from '@nupe/shared';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useSetTranslator, useTranslators } from '../api/translators';

/**
 * On the admin Users screen: the languages an account translates. Any account may be a
 * translator (a listener who writes Nupe); each tick applies at once.
 */
export function TranslatorLanguages({ userId, name }: { userId: string; name: string }) {
  const translators = useTranslators();
  const set = useSetTranslator();
  const current = (translators.data?.translators.find((t) => t.userId === userId)?.locales ??
    []) as TranslationLocale[];
  const toggle = (locale: TranslationLocale, on: boolean) => {
    const locales = on ? [...current, locale] : current.filter((l) => l !== locale);
    set.mutate(
      { id: userId, locales },
      {
        onSuccess: (res) => toast('success', `${name}: ${res.message}`),
        onError: (err) => toast('error', err instanceof ApiError ? err.message : 'The change was not saved.'),
      },
    );
  };
  return (
    <fieldset
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      disabled={translators.isPending || set.isPending}
    >
      <legend className="sr-only">Languages {name} translates</legend>
      <span className="font-semibold" aria-hidden="true">
        Translates:
      </span>
      {TRANSLATION_LOCALES.map((locale) => (
        <label key={locale} className="inline-flex min-h-9 items-center gap-1.5">
          <input
            type="checkbox"
            checked={current.includes(locale)}
            onChange={(e) => toggle(locale, e.target.checked)}
          />
          {LOCALE_NAMES[locale]}
        </label>
      ))}
    </fieldset>
  );
}
