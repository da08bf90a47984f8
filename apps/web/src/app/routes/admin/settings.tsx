import type { SiteSettingsInput, SiteSettingsValues, SiteTextKey, TranslationLocale } from '@nupe/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { useSaveSettings, useSiteSettings } from '../../../features/admin/api/settings';
import { SiteTextTranslations } from '../../../features/admin/components/site-text-translations';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dateTime } from './admin-ui';

type Plain = Exclude<keyof SiteSettingsInput, 'translations'>;
type Translations = Record<SiteTextKey, Record<TranslationLocale, string>>;
type Values = Record<Plain, string> & { translations: Translations };
const NONE = { ha: '', yo: '', nup: '' };
const EMPTY: Values = {
  iosStoreUrl: '',
  androidStoreUrl: '',
  contactEmail: '',
  contactPhone: '',
  supportHours: '',
  heroText: '',
  translations: { supportHours: NONE, heroText: NONE },
};

const text = (v: string | null) => v ?? '';
const translated = (t: SiteSettingsValues['translations']['heroText']) => ({
  ha: text(t.ha),
  yo: text(t.yo),
  nup: text(t.nup),
});

/** /admin/settings: what the public site shows, stored in the database and used at once. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  const settings = useSiteSettings();
  const save = useSaveSettings();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!settings.data) return;
    const s = settings.data.settings;
    setValues({
      iosStoreUrl: text(s.iosStoreUrl),
      androidStoreUrl: text(s.androidStoreUrl),
      contactEmail: text(s.contactEmail),
      contactPhone: text(s.contactPhone),
      supportHours: text(s.supportHours),
      heroText: text(s.heroText),
      translations: {
        supportHours: translated(s.translations.supportHours),
        heroText: translated(s.translations.heroText),
      },
    });
  }, [settings.data]);

  const set = (k: Plain) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const setTranslation = (k: SiteTextKey) => (lang: TranslationLocale, value: string) =>
    setValues((v) => ({ ...v, translations: { ...v.translations, [k]: { ...v.translations[k], [lang]: value } } }));
  const translations = (k: SiteTextKey, legend: string, multiline = false) => (
    <SiteTextTranslations
      textKey={k}
      legend={legend}
      values={values.translations[k]}
      errors={errors}
      onChange={setTranslation(k)}
      multiline={multiline}
    />
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      const res = await save.mutateAsync(values);
      toast('success', res.message);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', serverErrorOr(err, 'The settings could not be saved. Please try again.'));
    }
  }

  if (settings.isPending) return <ListSkeleton rows={6} />;
  if (settings.isError)
    return (
      <ErrorState
        message={serverErrorOr(settings.error, 'The settings could not be loaded.')}
        onRetry={() => void settings.refetch()}
      />
    );
  const d = settings.data.defaults;
  const field = (k: Plain, label: string, hint: string, type = 'text') => (
    <Field label={label} optional hint={hint} error={errors[k]}>
      {(p) => (
        <Input
          id={p.id}
          type={type}
          aria-describedby={p.describedBy}
          aria-invalid={p.invalid}
          value={values[k]}
          onChange={set(k)}
        />
      )}
    </Field>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Settings"
        description="What visitors see on the public site. An empty field uses the default shown under it."
      />
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <h2 className="text-xl font-bold">App store listings</h2>
          {field('iosStoreUrl', 'App Store link (iPhone)', `Default: ${d.iosStoreUrl ?? 'none'}`, 'url')}
          {field('androidStoreUrl', 'Google Play link (Android)', `Default: ${d.androidStoreUrl ?? 'none'}`, 'url')}
          <h2 className="pt-2 text-xl font-bold">Contact</h2>
          {field('contactEmail', 'Contact email', 'Shown on the contact page. Empty: no email is shown.', 'email')}
          {field('contactPhone', 'Contact phone', 'For example +234 803 123 4567. Empty: no phone is shown.', 'tel')}
          {field('supportHours', 'Support hours', `In English. Default: ${d.supportHours}`)}
          {translations('supportHours', 'Support hours in other languages')}
          <h2 className="pt-2 text-xl font-bold">Home page</h2>
          <Field
            label="Hero text"
            optional
            hint="The sentence under the home page title, in English (at most 280 characters). Empty: the standard text, translated."
            error={errors.heroText}
          >
            {(p) => (
              <Textarea
                id={p.id}
                rows={3}
                aria-describedby={p.describedBy}
                aria-invalid={p.invalid}
                value={values.heroText}
                onChange={set('heroText')}
              />
            )}
          </Field>
          {translations('heroText', 'Hero text in other languages', true)}
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            <p className="text-sm text-cloth-700">
              {settings.data.updatedAt
                ? `Last saved ${dateTime.format(new Date(settings.data.updatedAt))}`
                : 'Never saved: the defaults are in use.'}
            </p>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
