import { ERROR_MESSAGES, type ErrorCode } from '@nupe/shared';
import type { z } from 'zod';

/**
 * The one error type of the server. The error handler turns it into the body of
 * the API's one error body; the sentence comes from the shared messages unless given.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    message?: string,
    public readonly fields?: Record<string, string>,
    /** The item a conflict is about, named in the error body (a duplicate upload's original). */
    public readonly existing?: { id: string; title: string },
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404);

/** A refused form: 400 with its first problem as the sentence and each field's own message. */
export function validationFailed(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('VALIDATION_FAILED', 400, error.issues[0]?.message, fields);
}
