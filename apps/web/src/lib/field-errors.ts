import { ERROR_MESSAGES, FIELD_MESSAGES } from '@nupe/shared';
import { errorText } from './error-text';
import { i18n, sharedText } from './i18n';

type Table = 'FIELD_MESSAGES' | 'ERROR_MESSAGES';

/**
 * The shared package's field and error sentences, by the sentence: the API and the forms' own
 * checks write a field's problem as its English sentence, so this finds its stable code, and
 * the catalog says it in the reader's language. Both tables come from packages/shared, the one
 * source of the English (issue 18).
 */
const CODES = new Map<string, [Table, string]>([
  ...Object.entries(ERROR_MESSAGES).map(
    ([code, s]) => [s as string, ['ERROR_MESSAGES', code]] as [string, [Table, string]],
  ),
  ...Object.entries(FIELD_MESSAGES).map(
    ([code, s]) => [s as string, ['FIELD_MESSAGES', code]] as [string, [Table, string]],
  ),
]);

/**
 * A field's error (or a refused form's first problem, which the API sends as its sentence) in
 * the reader's language: a sentence of the shared form schemas or of the API's error table;
 * any other sentence as it came. English reads exactly as it came.
 */
export function fieldErrorText(sentence: string): string {
  if (i18n.locale === 'en') return sentence;
  const known = CODES.get(sentence);
  if (!known) return sentence;
  return known[0] === 'ERROR_MESSAGES' ? errorText(known[1], sentence) : sharedText(known[0], known[1], sentence);
}
