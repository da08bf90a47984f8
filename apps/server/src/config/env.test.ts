import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      storage: 'disk',
      s3: null,
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      publicUrl: null,
      appScheme: 'nupe',
      appStoreUrls: { ios: null, android: null },
      limits: { maxAudioBytes: 200 * 1024 * 1024, maxImageBytes: 10 * 1024 * 1024 },
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.authRateLimit).toBeUndefined();
  });

  it('generates a signing secret once and keeps it under DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '3301',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/nupe',
      JWT_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://music.example.ng/',
      APP_SCHEME: 'nupemusic',
      APP_STORE_URL_IOS: 'https://apps.apple.com/app/id1',
      APP_STORE_URL_ANDROID: 'https://play.google.com/store/apps/details?id=x',
      MAX_AUDIO_MB: '50',
      MAX_IMAGE_MB: '5',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '25',
      WEB_DIST_DIR: dataDir,
    });
    expect(config).toMatchObject({
      port: 3301,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/nupe' },
      jwtSecret: 's'.repeat(40),
      publicUrl: 'https://music.example.ng',
      appScheme: 'nupemusic',
      limits: { maxAudioBytes: 50 * 1024 * 1024, maxImageBytes: 5 * 1024 * 1024 },
      seedDemo: false,
      logLevel: 'warn',
      webDistDir: dataDir,
      authRateLimit: { max: 25, windowMs: 15 * 60 * 1000 },
    });
  });

  it('does not seed demo data in production unless asked', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret, SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('limits live transcodes to the CPU count unless MAX_TRANSCODES says, and refuses a bad limit', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).maxTranscodes).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ DATA_DIR: dataDir, MAX_TRANSCODES: '3' }).maxTranscodes).toBe(3);
    expect(problemsOf({ MAX_TRANSCODES: '0' })).toEqual(['MAX_TRANSCODES must be at least 1 (got "0")']);
    expect(problemsOf({ MAX_TRANSCODES: 'two' })).toEqual(['MAX_TRANSCODES must be a number (got "two")']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('lists every bad value in one message', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      PUBLIC_URL: 'not a url',
      APP_SCHEME: '9bad scheme',
      MAX_AUDIO_MB: '-1',
      MAX_IMAGE_MB: 'lots',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      AUTH_RATE_LIMIT_MAX: '1.5',
    });
    const keys = problems.map((p) => p.split(' ')[0]);
    expect(keys.sort()).toEqual(
      [
        'APP_SCHEME',
        'AUTH_RATE_LIMIT_MAX',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'MAX_AUDIO_MB',
        'MAX_IMAGE_MB',
        'PORT',
        'PUBLIC_URL',
        'SEED_DEMO',
      ].sort(),
    );
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT must be a number (got "abc")');
    expect(message).toContain('LOG_LEVEL must be one of');
  });

  it('never echoes a secret in the message', () => {
    const problems = problemsOf({ JWT_SECRET: 'my-short-secret', DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(problems.join('\n')).not.toMatch(/my-short-secret|hunter2/);
  });

  it('requires JWT_SECRET in production, listed with the other problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: '70000' });
    expect(problems.some((p) => p.startsWith('JWT_SECRET is required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PORT must be between 0 and 65535'))).toBe(true);
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV /);
  });

  it('reads an S3 bucket: path-style with an endpoint, proxied delivery, presigned URLs living under the withdrawal minute', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'nupe-media',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-value',
    });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'nupe-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-value' },
      forcePathStyle: true,
      delivery: 'proxy',
      presignSeconds: 50,
    });
  });

  it('refuses STORAGE=s3 without a bucket, half a key pair, and presigned URLs that live for long', () => {
    const problems = problemsOf({
      STORAGE: 's3',
      S3_ACCESS_KEY_ID: 'id',
      S3_PRESIGN_SECONDS: '3600',
      S3_SECRET_ACCESS_KEY: '',
    });
    expect(problems).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(problems).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(problems.some((p) => p.startsWith('S3_PRESIGN_SECONDS must be at most 60 '))).toBe(true);
    // A link living two minutes would outlive a withdrawal's promised minute.
    expect(problemsOf({ STORAGE: 's3', S3_BUCKET: 'nupe-media', S3_PRESIGN_SECONDS: '120' })).toEqual([
      'S3_PRESIGN_SECONDS must be at most 60 (a withdrawal holds within a minute) (got "120")',
    ]);
    expect(problemsOf({ STORAGE: 'ftp' })[0]).toMatch(/^STORAGE must be disk or s3/);
  });

  it('never echoes the S3 secret', () => {
    const problems = problemsOf({ S3_SECRET_ACCESS_KEY: 'hunter2-s3', S3_BUCKET: 'Bad_Bucket' });
    expect(problems.join('\n')).not.toContain('hunter2-s3');
  });

  describe('SMS for password reset codes (#18 journey 8)', () => {
    it('uses the development (log) sender outside production, and none in production', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).sms).toEqual({ provider: 'log', file: null });
      const prod = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
      expect(prod.sms).toEqual({ provider: 'none' });
      expect(loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'none' }).sms).toEqual({ provider: 'none' });
    });

    it('reads Termii: key, sender ID, the Nigerian API address and the DND channel by default', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'TLtest-key-123',
        TERMII_SENDER_ID: 'NupeMusic',
      });
      expect(config.sms).toEqual({
        provider: 'termii',
        apiKey: 'TLtest-key-123',
        senderId: 'NupeMusic',
        baseUrl: 'https://api.ng.termii.com',
        channel: 'dnd',
      });
      const other = loadConfig({
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'k',
        TERMII_SENDER_ID: 'Nupe',
        TERMII_BASE_URL: 'http://127.0.0.1:9999/',
        TERMII_CHANNEL: 'generic',
      });
      expect(other.sms).toMatchObject({ baseUrl: 'http://127.0.0.1:9999', channel: 'generic' });
    });

    it('refuses Termii without its key and sender ID, a bad sender ID and an unknown provider, never echoing the key', () => {
      expect(problemsOf({ SMS_PROVIDER: 'termii' })).toEqual([
        'TERMII_API_KEY is required when SMS_PROVIDER=termii',
        'TERMII_SENDER_ID is required when SMS_PROVIDER=termii',
      ]);
      const problems = problemsOf({
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'secret-termii-key',
        TERMII_SENDER_ID: 'Nupe Music Site',
      });
      expect(problems.join('\n')).toContain('TERMII_SENDER_ID must be 3 to 11 letters or digits');
      expect(problemsOf({ SMS_PROVIDER: 'twilio' })[0]).toContain('SMS_PROVIDER must be termii, log or none');
      expect(
        problemsOf({ SMS_PROVIDER: 'termii', TERMII_API_KEY: '', TERMII_SENDER_ID: 'x' }).join('\n'),
      ).not.toContain('secret-termii-key');
    });

    it('writes the log file only with the development sender; reset limits are read per hour', () => {
      expect(problemsOf({ SMS_PROVIDER: 'none', SMS_LOG_FILE: '/tmp/sms.log' })).toEqual([
        'SMS_LOG_FILE works only with SMS_PROVIDER=log (the development sender)',
      ]);
      const config = loadConfig({ DATA_DIR: dataDir, SMS_LOG_FILE: 'sms.log', RESET_RATE_LIMIT_MAX: '7' });
      expect(config.sms).toEqual({ provider: 'log', file: path.resolve('sms.log') });
      expect(config.resetRateLimit).toEqual({ perPhone: 7, perAddress: 70, windowMs: 3_600_000 });
      expect(loadConfig({ DATA_DIR: dataDir }).resetRateLimit).toBeUndefined();
    });
  });

  it('reads the clip limits: ffmpeg cuts at once and requests per person and address, refusing nonsense', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).clips).toEqual({
      maxConcurrentCuts: 2,
      perPerson: 30,
      perAddress: 120,
      windowMs: 600_000,
    });
    const config = loadConfig({ DATA_DIR: dataDir, CLIP_MAX_CONCURRENT_CUTS: '4', CLIP_RATE_LIMIT_MAX: '5' });
    expect(config.clips).toMatchObject({ maxConcurrentCuts: 4, perPerson: 5, perAddress: 20 });
    expect(problemsOf({ CLIP_MAX_CONCURRENT_CUTS: '0', CLIP_RATE_LIMIT_MAX: 'many' })).toEqual([
      'CLIP_MAX_CONCURRENT_CUTS must be at least 1 (got "0")',
      'CLIP_RATE_LIMIT_MAX must be a number of clips (got "many")',
    ]);
    expect(problemsOf({ CLIP_MAX_CONCURRENT_CUTS: '1.5' })).toEqual([
      'CLIP_MAX_CONCURRENT_CUTS must be a whole number (got "1.5")',
    ]);
  });
});
