import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ErrorCode, SongUploadFieldsSchema, type SongUploadResponseSchema } from '@nupe/shared';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { z } from 'zod';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { refuseControlCharacters } from '../../lib/input-rules.js';
import type { ReceivedFile } from '../../lib/multipart.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { UploadsService } from './uploads.service.js';

export type TusUploads = ReturnType<typeof createTusUploads>;
type UploadResult = z.infer<typeof SongUploadResponseSchema>;

/** How long an unfinished upload may wait to be resumed: then it and its bytes are removed. */
export const TUS_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** What the server writes into an upload's metadata itself; a client's own value is replaced. */
const SERVER_KEYS = ['owner'] as const;
/** The tus metadata that is not a form field: which file this is, the cover's upload, the file's own name and type. */
const FILE_KEYS = ['kind', 'cover', 'filename', 'filetype', ...SERVER_KEYS] as const;

/** What one tus request carries through the tus server's hooks: its caller, and the app's answer or error. */
type RequestContext = { user: CurrentUser; error: unknown; result: UploadResult | null };

/** A finished upload as the upload service takes files: on this disk, with its size and SHA-256. */
async function receivedFile(directory: string, field: 'audio' | 'cover', upload: Upload): Promise<ReceivedFile> {
  const file = path.join(directory, upload.id);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return {
    field,
    path: file,
    filename: upload.metadata?.filename ?? field,
    mimetype: upload.metadata?.filetype ?? 'application/octet-stream',
    size: upload.offset,
    sha256: hash.digest('hex'),
  };
}

const tooLarge = (field: string, limit: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `The ${field} file is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`,
  );

/** What the client sent as an upload's metadata, control characters refused, the server's own keys left out. */
function clientMetadata(upload: Upload): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(upload.metadata ?? {})) {
    refuseControlCharacters(key);
    if (value === null || (SERVER_KEYS as readonly string[]).includes(key)) continue;
    refuseControlCharacters(value, key);
    metadata[key] = value;
  }
  return metadata;
}

/**
 * Resumable uploads over the tus protocol (tus.io, 1.0 with creation, termination and
 * expiration). An upload is two tus uploads: the cover image first (small), then the audio,
 * whose metadata carries the form's text fields (the same names as the multipart form) and the
 * cover's upload id. Partial files live under DATA_DIR/tmp/tus (@tus/file-store: the data file
 * and a JSON file of its metadata), so an upload resumes after a dropped connection, a closed
 * tab or a server restart. When the audio's last byte arrives, the two files go through
 * UploadsService.upload — the same checks, limits, duplicate refusal and all-or-nothing
 * transaction as POST /artist/upload — and both uploads are removed, whatever the outcome.
 * Only the uploader may see, resume or cancel an upload; anyone else is told it does not exist.
 */
export function createTusUploads(options: {
  uploads: UploadsService;
  /** Where partial uploads are kept. */
  directory: string;
  /** The address the routes are mounted at (the upload's id follows it). */
  path: string;
  limits: { maxAudioBytes: number; maxImageBytes: number };
  expiryMs?: number;
}) {
  const { uploads, directory, limits } = options;
  const expiryMs = options.expiryMs ?? TUS_UPLOAD_EXPIRY_MS;
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const contexts = new WeakMap<Request, RequestContext>();

  /** Runs a hook; an error is kept for the route to answer with the app's error body. */
  async function guarded<T>(request: Request, fn: (ctx: RequestContext) => Promise<T>): Promise<T> {
    const ctx = contexts.get(request);
    if (!ctx) throw { status_code: 500, body: 'No caller' };
    try {
      return await fn(ctx);
    } catch (err) {
      ctx.error = err;
      throw { status_code: err instanceof AppError ? err.statusCode : 500, body: '' };
    }
  }

  async function ownUpload(id: string, user: CurrentUser): Promise<Upload | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const upload = await store.getUpload(id).catch(() => null);
    return upload?.metadata?.owner === user.id ? upload : null;
  }

  /** Removes an upload's bytes (if the upload service has not moved them into storage) and its metadata. */
  const remove = async (id: string) => {
    if (!/^[0-9a-f]{32}$/.test(id)) return;
    await Promise.all([
      rm(path.join(directory, id), { force: true }),
      rm(path.join(directory, `${id}.json`), { force: true }),
    ]);
  };

  const server = new Server({
    path: options.path,
    datastore: store,
    relativeLocation: true,
    // At creation the limit depends on the file (audio or cover): onUploadCreate checks it, with the
    // multipart route's sentence. Afterwards no upload may grow past the larger one.
    maxSize: (request) => (request.method === 'POST' ? 0 : Math.max(limits.maxAudioBytes, limits.maxImageBytes)),
    // Limits, fields and the cover are checked before a byte is accepted.
    onUploadCreate: (request, upload) =>
      guarded(request, async (ctx) => {
        if (upload.size === undefined) {
          throw new AppError('UPLOAD_REQUEST_INVALID', 400, 'Give the length of the file (Upload-Length).');
        }
        const metadata = clientMetadata(upload);
        const kind = metadata.kind === 'cover' ? 'cover' : 'audio';
        const limit = kind === 'cover' ? limits.maxImageBytes : limits.maxAudioBytes;
        if (upload.size > limit) throw tooLarge(kind, limit);
        if (kind === 'audio') {
          const parsed = SongUploadFieldsSchema.safeParse(metadata);
          if (!parsed.success) throw validationFailed(parsed.error);
          const cover = metadata.cover ? await ownUpload(metadata.cover, ctx.user) : null;
          if (cover?.metadata?.kind !== 'cover' || cover.offset !== cover.size) {
            throw new AppError('MISSING_FILES', 400);
          }
        }
        return { metadata: { ...metadata, kind, owner: ctx.user.id } };
      }),
    // The audio's last byte: the song is made (or refused) as by the multipart route.
    onUploadFinish: (request, upload) =>
      guarded(request, async (ctx) => {
        if (upload.metadata?.kind !== 'audio') return {};
        const coverId = upload.metadata.cover ?? '';
        try {
          const cover = await ownUpload(coverId, ctx.user);
          if (!cover) throw new AppError('MISSING_FILES', 400);
          const fields = Object.fromEntries(
            Object.entries(upload.metadata).filter(
              (entry): entry is [string, string] =>
                entry[1] !== null && !(FILE_KEYS as readonly string[]).includes(entry[0]),
            ),
          );
          const files = {
            audio: await receivedFile(directory, 'audio', upload),
            cover: await receivedFile(directory, 'cover', cover),
          };
          ctx.result = await uploads.upload(ctx.user, { fields, files });
          return { status_code: 201 };
        } finally {
          await Promise.all([remove(upload.id), coverId ? remove(coverId) : undefined]);
        }
      }),
  });

  return {
    /**
     * Answers one tus request of this user (`id`: the upload it names, if any). The app's own
     * refusals (fields, limits, the song's checks) are thrown as AppErrors, and so are the
     * protocol's (a wrong offset, a missing upload), for the one error body.
     */
    async handle(
      request: Request,
      user: CurrentUser,
      id: string | null,
    ): Promise<{ response: Response; result: UploadResult | null }> {
      if (id !== null && !(await ownUpload(id, user))) throw new AppError('UPLOAD_NOT_FOUND', 404);
      const ctx: RequestContext = { user, error: null, result: null };
      contexts.set(request, ctx);
      const response = await server.handleWeb(request);
      if (ctx.error) throw ctx.error;
      if (response.status >= 400) {
        const text = (await response.text()).trim();
        throw protocolError(response.status, text);
      }
      return { response, result: ctx.result };
    },

    /** Removes uploads older than the expiry, finished or not (a cover whose audio never came). */
    async sweep(now = Date.now()): Promise<number> {
      let removed = 0;
      for (const id of (await store.configstore.list?.().catch(() => [])) ?? []) {
        const info = await store.configstore.get(id).catch(() => undefined);
        const created = info?.creation_date ? Date.parse(info.creation_date) : 0;
        if (now - created <= expiryMs) continue;
        await remove(id);
        removed += 1;
      }
      return removed;
    },
  };
}

/** The tus server's own refusals, as the app's errors (its sentence kept where ours has none). */
function protocolError(status: number, text: string): AppError {
  const codes: Record<number, ErrorCode> = {
    404: 'UPLOAD_NOT_FOUND',
    410: 'UPLOAD_NOT_FOUND',
    409: 'UPLOAD_OFFSET_CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
  };
  const code = codes[status];
  if (code) return new AppError(code, status);
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
  if (status >= 500) return new AppError('INTERNAL', 500);
  return new AppError('UPLOAD_REQUEST_INVALID', status >= 400 && status < 500 ? status : 400, text || undefined);
}
