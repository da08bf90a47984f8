import { controlCharacterMessage, findControlCharacter } from '@nupe/shared';
import { AppError } from './app-error.js';

/** Refuses a control character wherever it came from, with a 400 naming the field. */
export function refuseControlCharacters(value: unknown, prefix = ''): void {
  const found = findControlCharacter(value);
  if (!found) return;
  const field = prefix ? (found.path === '_' ? prefix : `${prefix}.${found.path}`) : found.path;
  const sentence = controlCharacterMessage(field, found.codePoint);
  throw new AppError('VALIDATION_FAILED', 400, sentence, { [field]: sentence });
}
