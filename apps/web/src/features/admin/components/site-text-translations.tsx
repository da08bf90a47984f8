import { LOCALE_NAMES, type SiteTextKey, TRANSLATION_LOCALES, type TranslationLocale } from '@nupe/shared';
import { Field, Input, Textarea } from '../../../components/ui/field';

type Props = {
  /** Which site text these are the translations of (its key in the settings). */
  textKey: SiteTextKey;
  /** Names the group: "Hero text in other languages". */
  legend: string;
  values: Record<TranslationLocale, string>;
  /** The server's field errors, keyed as it sends them (`translations.heroText.ha`). */
  errors: Record<string, string>;
  onChange: (lang: TranslationLocale, value: string) => void;
  multiline?: boolean;
};

/**
 * A site text in Hausa, Yoruba and Nupe, under its English field: one field per language, each
 * marked with its `lang` (spelling and screen readers follow it). An empty one leaves that
 * language's readers the English (Nupe readers the Hausa first, as the interface falls back).
 */
export function SiteTextTranslations({ textKey, legend, values, errors, onChange, multiline = false }: Props) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border-2 border-sand-200 p-4">
      <legend className="px-1 font-semibold text-cloth-900">{legend}</legend>
      <p className="text-sm text-cloth-700">
        Empty: readers in that language see the English (Nupe readers see the Hausa first, if there is one).
      </p>
      {TRANSLATION_LOCALES.map((lang) => (
        <Field key={lang} label={LOCALE_NAMES[lang]} optional error={errors[`translations.${textKey}.${lang}`]}>
          {(p) => {
            const shared = {
              id: p.id,
              lang,
              'aria-describedby': p.describedBy,
              'aria-invalid': p.invalid,
              value: values[lang],
              onChange: (e: { target: { value: string } }) => onChange(lang, e.target.value),
            };
            return multiline ? <Textarea rows={3} {...shared} /> : <Input {...shared} />;
          }}
        </Field>
      ))}
    </fieldset>
  );
}
