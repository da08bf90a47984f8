import { useEffect, useState } from 'react';
import { i18n } from './i18n';

/*
 * Errors in the reader's language without their tables in a page's first scripts. The tables
 * (lib/field-errors.ts: every shared field sentence and the API's error table, some 4 KB) load
 * when a reader first focuses a field or when an error is to be shown: a form's page (sign-in,
 * registration, contact) stays within its JavaScript budget. English needs none.
 */

type ErrorTables = { fieldErrorText: (sentence: string) => string };
let tables: ErrorTables | null = null;
let loading: Promise<ErrorTables | null> | null = null;

/** The tables, loaded once (again after a failed load); none for an English reader. */
export function loadErrorTables(): Promise<ErrorTables | null> {
  if (i18n.locale === 'en') return Promise.resolve(null);
  loading ??= import('./field-errors').then(
    (m) => (tables = m),
    () => null,
  );
  return loading;
}

/**
 * A field's error in the reader's language, or null while its table is on its way (a moment:
 * usually loaded at the first focus), so a reader never sees the sentence in English first.
 */
export function useErrorText(error: string | null | undefined): string | null {
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const needsTables = Boolean(error) && i18n.locale !== 'en' && !tables;
  useEffect(() => {
    if (!needsTables) return;
    let live = true;
    void loadErrorTables().then((loaded) => {
      if (!loaded) loading = null; // not loaded: tried again with the next error
      if (!live) return;
      if (loaded) setLoaded(true);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [needsTables]);
  if (!error) return null;
  if (i18n.locale === 'en') return error;
  // Untranslated only when the table could not be loaded (offline, a new build).
  return tables ? tables.fieldErrorText(error) : failed ? error : null;
}

/** A field or API sentence in the reader's language, once its table is here (for a toast after a refused form). */
export async function fieldErrorTextLater(sentence: string): Promise<string> {
  const loaded = await loadErrorTables();
  return loaded ? loaded.fieldErrorText(sentence) : sentence;
}

/** An API error code's standard sentence in the reader's language (its table loaded on demand). */
export async function errorTextLater(code: string): Promise<string> {
  return (await import('./error-text')).errorText(code);
}
