import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { refuseControlCharacters } from './input-rules.js';

export type ReceivedFile = {
  field: string;
  path: string;
  filename: string;
  mimetype: string;
  size: number;
  /** SHA-256 (hex) of the bytes as they arrived, computed while streaming. */
  sha256: string;
};
export type ReceivedForm = {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  cleanup: () => Promise<void>;
};

/** Temp files written and not yet removed, by this process: what a shutdown must not leave behind. */
const liveTempFiles = new Set<string>();

/** Waits up to `waitMs` for requests in flight to remove their temp files, then removes the rest. */
export async function removeLiveTempFiles(waitMs: number): Promise<number> {
  for (const deadline = Date.now() + waitMs; liveTempFiles.size > 0 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const left = [...liveTempFiles];
  await Promise.all(left.map((file) => rm(file, { force: true })));
  return left.length;
}

/**
 * Streams every file of a multipart request to a temp file (never whole into memory)
 * with a size limit per field, and collects the text fields. Whatever happens, the
 * caller's `cleanup` (or our own on failure) removes the temp files.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  limits: Record<string, number>,
  options: { tempDir: string },
): Promise<ReceivedForm> {
  // Always under DATA_DIR/tmp, never the OS temp directory: the reconciler sweeps it after a crash.
  const tempDir = options.tempDir;
  await mkdir(tempDir, { recursive: true });
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const cleanup = async () => {
    await Promise.all(Object.values(files).map((f) => rm(f.path, { force: true })));
    for (const f of Object.values(files)) liveTempFiles.delete(f.path);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: Math.max(...Object.values(limits), 1) } })) {
      refuseControlCharacters(part.fieldname);
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          refuseControlCharacters(part.value, part.fieldname);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      refuseControlCharacters(part.filename, `${part.fieldname} file name`);
      const limit = limits[part.fieldname];
      if (limit === undefined || files[part.fieldname]) {
        part.file.resume(); // an unexpected or repeated file field is drained and ignored
        continue;
      }
      const file: ReceivedFile = {
        field: part.fieldname,
        path: path.join(tempDir, `nupe-upload-${randomUUID()}`),
        filename: part.filename,
        mimetype: part.mimetype,
        size: 0,
        sha256: '',
      };
      const hash = createHash('sha256');
      files[part.fieldname] = file;
      liveTempFiles.add(file.path);
      const tooLarge = () =>
        new AppError(
          'PAYLOAD_TOO_LARGE',
          413,
          `The ${part.fieldname} file is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`,
        );
      // Counts, hashes and stops at this field's own limit, before the rest is written.
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          file.size += chunk.length;
          if (file.size > limit) return done(tooLarge());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(file.path));
      file.sha256 = hash.digest('hex');
      if (part.file.truncated) throw tooLarge();
      if (file.size === 0) {
        await rm(file.path, { force: true });
        delete files[part.fieldname];
      }
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { fields, files, cleanup };
}

/** Runs `fn` with the request's multipart form and removes its temp files whatever happens. */
export async function withMultipart<T>(
  request: FastifyRequest,
  fields: Record<string, number>,
  tempDir: string,
  fn: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form = await receiveMultipart(request, fields, { tempDir });
  try {
    return await fn(form);
  } finally {
    await form.cleanup();
  }
}
