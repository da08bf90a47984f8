import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { WITHDRAWAL_CACHE_SECONDS, WITHDRAWAL_PROMISE_SECONDS } from '@nupe/shared';
import { z } from 'zod';
import type { S3Settings } from '../lib/s3-storage.js';
import type { SmsSettings } from '../lib/sms.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'must be true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url({ message: 'must be a full URL such as https://example.com' }).optional();

/** Every setting the server reads from the environment. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: optionalUrl,
  APP_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, { message: 'must be a URL scheme such as nupe' })
    .default('nupe'),
  APP_STORE_URL_IOS: optionalUrl,
  APP_STORE_URL_ANDROID: optionalUrl,
  MAX_AUDIO_MB: z.coerce
    .number({ message: 'must be a number' })
    .positive({ message: 'must be more than 0' })
    .max(4096, { message: 'must be at most 4096' })
    .default(200),
  MAX_IMAGE_MB: z.coerce
    .number({ message: 'must be a number' })
    .positive({ message: 'must be more than 0' })
    .max(100, { message: 'must be at most 100' })
    .default(10),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Sign-in/registration attempts per phone and per address in 15 minutes (default 10 / 50). */
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be more than 0' })
    .optional(),
  /**
   * Which proxies may set X-Forwarded-For (proxy-addr syntax: `loopback`, addresses, CIDRs,
   * comma-separated). Default `loopback`: nginx on the same machine; a client's own header
   * from elsewhere is never believed.
   */
  TRUST_PROXY: z.string().trim().min(1, { message: 'must name at least one address' }).optional(),
  /**
   * Behind nginx (deploy/nginx): the internal location that serves DATA_DIR/media, e.g.
   * /_media/. The app then authorises audio requests and lets nginx send the bytes.
   */
  MEDIA_ACCEL_REDIRECT: z
    .string()
    .regex(/^\/[A-Za-z0-9_/-]*\/$/, { message: 'must be a path that starts and ends with /, such as /_media/' })
    .optional(),
  /** Where the built web app lives; tests and benchmarks may point elsewhere or nowhere. */
  WEB_DIST_DIR: z.string().optional(),
  /** Redis for the rate limits shared by several app instances (redis://host:6379/0); unset: in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// address' }).optional(),
  /** Bearer token a Prometheus scraper sends to GET /metrics; unset: only this machine may scrape. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /** On SIGTERM, how long requests in flight may take to finish before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(0)
    .max(600, { message: 'must be at most 600' })
    .default(10),
  /** Where media lives: `disk` (DATA_DIR/media, the default) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  /** The store's address for self-hosted stores (MinIO, Garage, Ceph…); unset: AWS itself. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name such as nupe-media' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key (self-hosted stores) rather than bucket.endpoint/key; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  /** How audio leaves a bucket: `proxy` (the app sends the bytes, ranges and all) or `redirect` (a short-lived presigned URL). */
  S3_DELIVERY: z.enum(['proxy', 'redirect'], { message: 'must be proxy or redirect' }).default('proxy'),
  /** How long a presigned URL lives: a takedown or a withdrawn consent holds after at most this long. */
  S3_PRESIGN_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(10, { message: 'must be at least 10' })
    .max(WITHDRAWAL_PROMISE_SECONDS, {
      message: `must be at most ${WITHDRAWAL_PROMISE_SECONDS} (a withdrawal holds within a minute)`,
    })
    .default(WITHDRAWAL_CACHE_SECONDS),
  /** Hours between scheduled fixity audits (every kept file re-read and its SHA-256 compared); 0: none. */
  FIXITY_INTERVAL_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .min(0, { message: 'must be 0 (no scheduled audit) or more' })
    .max(24 * 366, { message: 'must be at most a year (8784 hours)' })
    .default(24 * 7),
  /** ffmpeg processes at once (listeners' live transcodes and background decoding jobs); default: the CPU count. */
  MAX_TRANSCODES: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(256, { message: 'must be at most 256' })
    .optional(),
  /** How fast an audit may read media, in MB/s, so listeners do not notice it; 0: as fast as the disk goes. */
  FIXITY_MAX_MB_PER_S: z.coerce
    .number({ message: 'must be a number of megabytes a second' })
    .min(0, { message: 'must be 0 (no limit) or more' })
    .default(10),
  /**
   * Who sends password reset codes by SMS: `termii`, `log` (the development
   * sender: the code goes to the server log) or `none` (only the support path). Default: `log`,
   * but `none` when NODE_ENV=production.
   */
  SMS_PROVIDER: z.enum(['termii', 'log', 'none'], { message: 'must be termii, log or none' }).optional(),
  /** Termii's API key (never echoed in an error). */
  TERMII_API_KEY: z.string().min(1).optional(),
  /** The sender ID Termii approved for this site: 3 to 11 letters or digits. */
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, { message: 'must be 3 to 11 letters or digits, such as NupeMusic' })
    .optional(),
  TERMII_BASE_URL: z.url({ message: 'must be a full URL such as https://api.ng.termii.com' }).optional(),
  /** `dnd` reaches numbers on Do-Not-Disturb (transactional: codes); `generic` does not. */
  TERMII_CHANNEL: z.enum(['dnd', 'generic'], { message: 'must be dnd or generic' }).default('dnd'),
  /** With SMS_PROVIDER=log: also append each message as a JSON line to this file (browser tests read it). */
  SMS_LOG_FILE: z.string().min(1).optional(),
  /** "Send me a code" and support reset requests per phone number per hour (default 3; per address: 10× this). */
  RESET_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be more than 0' })
    .optional(),
  /** ffmpeg cuts of clips that may run at once; a clip asked for beyond them is a 429 (default 2). */
  CLIP_MAX_CONCURRENT_CUTS: z.coerce
    .number({ message: 'must be a number of cuts' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(32, { message: 'must be at most 32' })
    .default(2),
  /** Clips one person may ask for in 10 minutes (default 30; per address: 4× this). */
  CLIP_RATE_LIMIT_MAX: z.coerce
    .number({ message: 'must be a number of clips' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be more than 0' })
    .default(30),
  /** Records per OAI-PMH list page; harvesters continue with a resumptionToken. */
  OAI_PAGE_SIZE: z.coerce
    .number({ message: 'must be a number of records' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(1000, { message: 'must be at most 1000' })
    .default(100),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  /** Where media lives: local disk (mediaDir) or the S3-compatible bucket in `s3`. */
  storage: 'disk' | 's3';
  /** The bucket, when S3_BUCKET is set (with STORAGE=s3, or for `npm run storage:migrate`). */
  s3: S3Settings | null;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  publicUrl: string | null;
  appScheme: string;
  appStoreUrls: { ios: string | null; android: string | null };
  limits: { maxAudioBytes: number; maxImageBytes: number };
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string | null;
  /** nginx internal location for X-Accel-Redirect, or null to send media bytes from Node. */
  mediaAccelRedirect: string | null;
  /** Rate limits can be raised by tests that sign in many times; production keeps the default. */
  authRateLimit?: { max: number; windowMs: number };
  /** Proxies trusted for X-Forwarded-For (proxy-addr syntax); `loopback` when not set. */
  trustProxy?: string;
  /** SIGTERM: how long requests in flight may finish before their connections are cut. */
  shutdownGraceMs: number;
  /** GET /metrics: the bearer token scrapers send, or null for this machine's callers only. */
  metricsToken?: string | null;
  /** Rate limits counted in Redis, shared by every instance (keys under `namespace`). */
  redis?: { url: string; namespace: string };
  /** Fixity audits: hours between scheduled runs (0: none) and their read speed (null: no limit). Unset: none scheduled. */
  fixity?: { intervalHours: number; maxBytesPerSecond: number | null };
  /**
   * Clips: ffmpeg cuts at once (beyond them a 429 with Retry-After) and requests per person and
   * per address in a window. Unset: 2 cuts, 30 and 120 requests in 10 minutes.
   */
  clips?: { maxConcurrentCuts: number; perPerson: number; perAddress: number; windowMs: number };
  /** Live ffmpeg transcodes at once (a stream with an offset); beyond it, "busy, retry". Default: CPU count. */
  maxTranscodes?: number;
  /** Records per OAI-PMH ListRecords/ListIdentifiers page (OAI_PAGE_SIZE, default 100). */
  oaiPageSize?: number;
  /** Who sends password reset codes by SMS; unset: the development (log) sender. */
  sms?: SmsSettings;
  /**
   * Password reset requests ("send me a code", support requests) per phone number and per
   * address in a window (default 3 and 30 an hour); tests and browser tests raise them.
   */
  resetRateLimit?: { perPhone: number; perAddress: number; windowMs: number };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Values that must never be echoed back in an error message (they may be secrets). */
const SECRET_KEYS = new Set(['JWT_SECRET', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN', 'TERMII_API_KEY']);

/** Parses the environment once, listing every bad key in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`PORT=`) means "not set", as most tools read it; it is not a value 0.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        const got = SECRET_KEYS.has(key) ? 'a value that is not shown' : `"${String(present[key] ?? '')}"`;
        return `${issue.path.join('.')} ${issue.message} (got ${got})`;
      });
  if (present.NODE_ENV === 'production' && !present.JWT_SECRET) {
    problems.push('JWT_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }
  if (present.STORAGE === 's3' && !present.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (Boolean(present.S3_ACCESS_KEY_ID) !== Boolean(present.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (present.SMS_PROVIDER === 'termii') {
    if (!present.TERMII_API_KEY) problems.push('TERMII_API_KEY is required when SMS_PROVIDER=termii');
    if (!present.TERMII_SENDER_ID) problems.push('TERMII_SENDER_ID is required when SMS_PROVIDER=termii');
  }
  if (present.SMS_LOG_FILE && smsProviderOf(present) !== 'log') {
    problems.push('SMS_LOG_FILE works only with SMS_PROVIDER=log (the development sender)');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    storage: e.STORAGE,
    s3: e.S3_BUCKET ? s3Settings(e, e.S3_BUCKET) : null,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    appScheme: e.APP_SCHEME,
    appStoreUrls: { ios: e.APP_STORE_URL_IOS ?? null, android: e.APP_STORE_URL_ANDROID ?? null },
    limits: { maxAudioBytes: e.MAX_AUDIO_MB * 1024 * 1024, maxImageBytes: e.MAX_IMAGE_MB * 1024 * 1024 },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist(),
    mediaAccelRedirect: e.MEDIA_ACCEL_REDIRECT ?? null,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN ?? null,
    maxTranscodes: e.MAX_TRANSCODES ?? availableParallelism(),
    fixity: {
      intervalHours: e.FIXITY_INTERVAL_HOURS,
      maxBytesPerSecond: e.FIXITY_MAX_MB_PER_S > 0 ? e.FIXITY_MAX_MB_PER_S * 1024 * 1024 : null,
    },
    oaiPageSize: e.OAI_PAGE_SIZE,
    clips: {
      maxConcurrentCuts: e.CLIP_MAX_CONCURRENT_CUTS,
      perPerson: e.CLIP_RATE_LIMIT_MAX,
      perAddress: e.CLIP_RATE_LIMIT_MAX * 4,
      windowMs: 10 * 60 * 1000,
    },
    sms: smsSettings(e),
    ...(e.RESET_RATE_LIMIT_MAX
      ? {
          resetRateLimit: {
            perPhone: e.RESET_RATE_LIMIT_MAX,
            perAddress: e.RESET_RATE_LIMIT_MAX * 10,
            windowMs: 60 * 60 * 1000,
          },
        }
      : {}),
    ...(e.REDIS_URL ? { redis: { url: e.REDIS_URL, namespace: 'nupe-rate-limit:' } } : {}),
    ...(e.TRUST_PROXY ? { trustProxy: e.TRUST_PROXY } : {}),
    ...(e.AUTH_RATE_LIMIT_MAX ? { authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: 15 * 60 * 1000 } } : {}),
  };
}

/** The bucket's settings as the environment gives them. */
function s3Settings(e: z.infer<typeof EnvSchema>, bucket: string): S3Settings {
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
    bucket,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    delivery: e.S3_DELIVERY,
    presignSeconds: e.S3_PRESIGN_SECONDS,
  };
}

/** SMS_PROVIDER, or its default: the development sender, but none in production. */
const smsProviderOf = (env: { SMS_PROVIDER?: string | undefined; NODE_ENV?: string | undefined }) =>
  env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'log');

function smsSettings(e: z.infer<typeof EnvSchema>): SmsSettings {
  const provider = smsProviderOf(e);
  if (provider === 'termii' && e.TERMII_API_KEY && e.TERMII_SENDER_ID) {
    return {
      provider: 'termii',
      apiKey: e.TERMII_API_KEY,
      senderId: e.TERMII_SENDER_ID,
      baseUrl: (e.TERMII_BASE_URL ?? 'https://api.ng.termii.com').replace(/\/$/, ''),
      channel: e.TERMII_CHANNEL,
    };
  }
  if (provider === 'log') return { provider: 'log', file: e.SMS_LOG_FILE ? path.resolve(e.SMS_LOG_FILE) : null };
  return { provider: 'none' };
}

/** Outside production the signing secret is generated once and kept under DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** apps/web/dist, seen from apps/server/src/config (tsx) or from apps/server/dist (the production build). */
function defaultWebDist(): string | null {
  const candidates = ['../../../web/dist', '../../web/dist'].map((p) => path.resolve(import.meta.dirname, p));
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}
