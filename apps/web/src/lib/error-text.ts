import type { MessageDescriptor } from '@lingui/core';
import { ERROR_MESSAGES } from '@nupe/shared';
import { i18n } from './i18n';
import { ERROR_MESSAGES as TRANSLATED_ERRORS } from './shared-errors.generated';

/*
 * The API's error sentences in the reader's language. The table is loaded with the screens that
 * show an error of their own, or when an answer fails (lib/api-client.ts): never with a page's
 * first scripts.
 */

const translated = TRANSLATED_ERRORS as Record<string, MessageDescriptor | undefined>;

/** An error code's standard sentence in the reader's language; `fallback` (else the code) when this build does not know the code. */
export function errorText(code: string, fallback?: string): string {
  const descriptor = translated[code];
  return descriptor ? i18n._(descriptor) : (fallback ?? code);
}

/** Whether the code is one of the shared error table's. */
export function isErrorCode(code: string): code is keyof typeof ERROR_MESSAGES {
  return code in translated;
}

/**
 * The server's sentence in the reader's language (issue 18): the API answers in English with a
 * stable code, so a code's standard sentence is shown from the catalog. A sentence the server
 * made more specific than its code's standard one is kept as it came.
 */
export function inReadersLanguage(code: string, sentence: string): string {
  if (i18n.locale === 'en' || !isErrorCode(code)) return sentence;
  return sentence === ERROR_MESSAGES[code] || !sentence ? errorText(code, sentence) : sentence;
}
