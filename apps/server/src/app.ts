import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { type Database, openDatabase } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { loggerOptions } from './lib/logging.js';
import type { Storage } from './lib/storage.js';
import { accessModule } from './modules/access/access.plugin.js';
import { adminModule } from './modules/admin/admin.plugin.js';
import { albumsModule } from './modules/albums/albums.plugin.js';
import { appKeysModule } from './modules/app-keys/app-keys.plugin.js';
import { archiveModule } from './modules/archive/archive.plugin.js';
import { artistModule } from './modules/artist/artist.plugin.js';
import { artistApplicationsModule } from './modules/artist-applications/artist-applications.plugin.js';
import { artistsModule } from './modules/artists/artists.plugin.js';
import { bagsModule } from './modules/bags/bags.plugin.js';
import { citeModule } from './modules/cite/cite.plugin.js';
import { consentsModule } from './modules/consents/consents.plugin.js';
import { contactModule } from './modules/contact/contact.plugin.js';
import { healthModule } from './modules/health/health.plugin.js';
import { loudnessModule } from './modules/loudness/loudness.plugin.js';
import { mediaModule } from './modules/media/media.plugin.js';
import { oaiModule } from './modules/oai/oai.plugin.js';
import { oembedModule } from './modules/oembed/oembed.plugin.js';
import { passwordResetModule } from './modules/password-reset/password-reset.plugin.js';
import { playlistsModule } from './modules/playlists/playlists.plugin.js';
import { preservationModule } from './modules/preservation/preservation.plugin.js';
import { provenanceModule } from './modules/provenance/provenance.plugin.js';
import { renditionsModule } from './modules/renditions/renditions.plugin.js';
import { sectionsModule } from './modules/sections/sections.plugin.js';
import { siteModule } from './modules/site/site.plugin.js';
import { songsModule } from './modules/songs/songs.plugin.js';
import { staffModule } from './modules/staff/staff.plugin.js';
import { statsModule } from './modules/stats/stats.plugin.js';
import { streamingModule } from './modules/streaming/streaming.plugin.js';
import { subsonicModule } from './modules/subsonic/subsonic.plugin.js';
import { syndicationModule } from './modules/syndication/syndication.plugin.js';
import { translationsModule } from './modules/translations/translations.plugin.js';
import { uploadsModule } from './modules/uploads/uploads.plugin.js';
import { usersModule } from './modules/users/users.plugin.js';
import { accessPlugin } from './plugins/access.js';
import { authRateLimitPlugin } from './plugins/auth-rate-limit.js';
import { compressionPlugin } from './plugins/compression.js';
import { controlSocketPlugin } from './plugins/control-socket.js';
import { corePlugin } from './plugins/core.js';
import { errorsPlugin, sendError } from './plugins/errors.js';
import { inputRulesPlugin } from './plugins/input-rules.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { playLimitsPlugin } from './plugins/play-limits.js';
import { responseContractPlugin } from './plugins/response-contract.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

export type { Services } from './plugins/core.js';

export type BuildOptions = {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Start the background job worker with the server (default: yes, except NODE_ENV=test). */
  jobWorker?: boolean;
  /** Media storage other than local disk (see lib/storage.ts). */
  storage?: Storage;
};

/** Every feature module: each builds its own services and registers its routes under /api. */
const modules = [
  healthModule,
  usersModule,
  artistApplicationsModule,
  mediaModule,
  uploadsModule,
  renditionsModule,
  loudnessModule,
  songsModule,
  albumsModule,
  artistsModule,
  artistModule,
  streamingModule,
  provenanceModule,
  statsModule,
  siteModule,
  contactModule,
  passwordResetModule,
  staffModule,
  adminModule,
  preservationModule,
  consentsModule,
  accessModule,
  archiveModule,
  sectionsModule,
  citeModule,
  bagsModule,
  appKeysModule,
  playlistsModule,
  translationsModule,
];

/** Modules that speak a standard protocol at their own root path. */
const protocolModules = [oaiModule, subsonicModule, oembedModule, syndicationModule];

/** Builds the whole application from a config. Tests call this; server.ts listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // Only the proxies named by TRUST_PROXY (default: this machine) may speak for a client.
    trustProxy: config.trustProxy ?? 'loopback',
    // JSON bodies are small; media goes through multipart with its own limits.
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a malformed or over-long path segment) answer the one error body too.
    frameworkErrors: (err, _request, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendError(reply, tooLong ? 414 : 400, tooLong ? 'URL_TOO_LONG' : 'BAD_URL');
    },
  });
  // The API reads JSON (and multipart for files): a text/plain body is a 415, not a string
  // handed to validation. A route that needs text (e.g. a beacon) adds a parser in its own scope.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(corePlugin, {
    config,
    database: options.database ?? (await openDatabase(config.database)),
    ownsDatabase: !options.database,
    jobWorker: options.jobWorker ?? config.env !== 'test',
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.register(errorsPlugin);
  await app.register(inputRulesPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(accessPlugin, { db: app.database.db, tokens: app.tokens });
  await app.register(authRateLimitPlugin, {
    perPhone: config.authRateLimit?.max ?? 10,
    perAddress: config.authRateLimit ? config.authRateLimit.max * 5 : 50,
    windowMs: config.authRateLimit?.windowMs ?? 15 * 60 * 1000,
    ...(config.redis ? { redis: config.redis } : {}),
  });
  await app.register(playLimitsPlugin);
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.limits.maxAudioBytes, config.limits.maxImageBytes), files: 4, fields: 20 },
  });
  await app.register(openapiPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken ?? null });
  // The embedded database on disk: operator commands that need it reach this process (backups).
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    await app.register(controlSocketPlugin, { dataDir: config.dataDir, engine: 'pglite' });
  }
  // Tests hold every answer to the OpenAPI document (plugins/response-contract.ts).
  if (config.env === 'test') await app.register(responseContractPlugin);
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
    },
    { prefix: '/api' },
  );
  // Protocols with their own addresses, outside /api.
  for (const module of protocolModules) await app.register(module);
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    pages: app.services.songPages,
    findPublicPlaylist: (id) =>
      app.services.playlists.get(id, null).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      }),
  });
  return app;
}
