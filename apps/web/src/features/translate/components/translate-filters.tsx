import { LOCALE_NAMES, TRANSLATION_LOCALES, type TranslationLocale } from '@nupe/shared';
import { Field, Input, Select } from '../../../components/ui/field';
import type { MessageFilters } from './filter-messages';

/** The Translate screen's language, search and filters. */
export function TranslateFilters(props: {
  lang: TranslationLocale;
  onLang: (lang: TranslationLocale) => void;
  filters: MessageFilters;
  onFilters: (patch: Partial<MessageFilters>) => void;
  areas: string[];
}) {
  const { lang, onLang, filters, onFilters, areas } = props;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Language">
        {({ id }) => (
          <Select id={id} value={lang} onChange={(e) => onLang(e.target.value as TranslationLocale)}>
            {TRANSLATION_LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Search" className="grow">
        {({ id }) => (
          <Input id={id} type="search" value={filters.q} onChange={(e) => onFilters({ q: e.target.value })} />
        )}
      </Field>
      <Field label="Status">
        {({ id }) => (
          <Select
            id={id}
            value={filters.status}
            onChange={(e) => onFilters({ status: e.target.value as MessageFilters['status'] })}
          >
            <option value="all">All</option>
            <option value="untranslated">Untranslated</option>
            <option value="draft">Draft</option>
            <option value="reviewed">Reviewed</option>
          </Select>
        )}
      </Field>
      <Field label="Area">
        {({ id }) => (
          <Select id={id} value={filters.area} onChange={(e) => onFilters({ area: e.target.value })}>
            <option value="all">All areas</option>
            {areas.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
