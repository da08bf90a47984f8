import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { coverSrcSet, SHELF_COVER_SIZES, SHELF_EAGER_COVERS, type SongShelvesResponse } from '@nupe/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { type Database, openDatabase } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { createMicroCache } from './lib/micro-cache.js';
import { createLocalStorage, type Storage } from './lib/storage.js';
import { createTokenService } from './lib/tokens.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { albumsRoutes } from './modules/albums/albums.routes.js';
import { createAlbumsService } from './modules/albums/albums.service.js';
import { artistRoutes } from './modules/artist/artist.routes.js';
import { artistAreaRoutes } from './modules/artist/artist-area.routes.js';
import { createArtistAreaService } from './modules/artist/artist-area.service.js';
import { artistApplicationsRoutes } from './modules/artist-applications/artist-applications.routes.js';
import { createArtistApplicationsService } from './modules/artist-applications/artist-applications.service.js';
import { createArtistsService } from './modules/artists/artists.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createJobWorker, type JobWorker } from './modules/jobs/job-queue.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import {
  createRenditionJob,
  enqueueMissingRenditions,
  RENDITION_JOB,
} from './modules/renditions/renditions.service.js';
import { songsRoutes } from './modules/songs/songs.routes.js';
import { createSongsService } from './modules/songs/songs.service.js';
import { createQualityCheckJob, enqueueQualityChecks, QUALITY_CHECK_JOB } from './modules/staff/quality-job.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { createStatsService } from './modules/stats/stats.service.js';
import { streamingRoutes } from './modules/streaming/streaming.routes.js';
import { createStreamingService } from './modules/streaming/streaming.service.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { accessPlugin } from './plugins/access.js';
import { authRateLimitPlugin } from './plugins/auth-rate-limit.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { webPlugin } from './plugins/web.js';
import { sitemapRepository } from './repositories/sitemap.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    storage: Storage;
    services: Services;
  }
}

export type Services = {
  users: ReturnType<typeof createUsersService>;
  applications: ReturnType<typeof createArtistApplicationsService>;
  songs: ReturnType<typeof createSongsService>;
  albums: ReturnType<typeof createAlbumsService>;
  artists: ReturnType<typeof createArtistsService>;
  uploads: ReturnType<typeof createUploadsService>;
  streaming: ReturnType<typeof createStreamingService>;
  stats: ReturnType<typeof createStatsService>;
  /** The database job queue's worker (renditions, issue 8); tests drive it with runOnce(). */
  jobs: JobWorker;
  /**
   * A second worker on the same queue for the automatic quality checks (issue 7) alone, so
   * a reviewer's checks never wait behind a backlog of transcodes; tests drive it with runOnce().
   */
  qualityChecks: JobWorker;
};

export type BuildOptions = {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  logger?: boolean;
  /** Start the background job worker with the server (default: yes, except NODE_ENV=test). */
  jobWorker?: boolean;
};

/** Builds the whole application from a config. Tests call this; server.ts listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Only the proxies named by TRUST_PROXY (default: this machine) may speak for a client.
    trustProxy: config.trustProxy ?? 'loopback',
    // JSON bodies are small; media goes through multipart with its own limits.
    bodyLimit: 1024 * 1024,
  });
  // The API reads JSON (and multipart for files): a text/plain body is a 415, not a string
  // handed to validation. A route that needs text (e.g. a beacon) adds a parser in its own scope.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  const storage = createLocalStorage(config.mediaDir);
  const tokens = createTokenService(config.jwtSecret);
  const streaming = createStreamingService(database.db);
  // Anonymous song list pages for two seconds (a visitor's page is the same for everyone).
  // Any successful write clears it (onResponse hook below), so changes show at once here.
  const publicLists = createMicroCache<string>(2_000);
  const songs = createSongsService(database.db, { visibilityChanged: (id) => streaming.invalidate(id) });
  // The listener app's home for anonymous visitors: GET /api/songs/shelves sends it and /listen
  // preloads its first covers; one cached answer serves both.
  const anonymousShelves = () => publicLists.get('shelves', async () => JSON.stringify(await songs.shelves(null)));
  const albums = createAlbumsService(database.db);
  // Staff area (issue 7): content review, quality checks (a queued job on every upload), support, tasks.
  const staff = createStaffService(database.db, { visibilityChanged: (id) => streaming.invalidate(id) });
  const services: Services = {
    users: createUsersService(database.db, tokens),
    applications: createArtistApplicationsService(database.db, storage),
    songs,
    albums,
    artists: createArtistsService(database.db, songs, albums),
    // The automatic quality checks are a job queued with the upload; the worker is woken after it.
    uploads: createUploadsService(database.db, storage, {
      stored: (tx, song) => enqueueQualityChecks(tx, song.songId),
      uploaded: async () => services.qualityChecks.wake(),
    }),
    streaming,
    stats: createStatsService(database.db, config),
    jobs: createJobWorker(database.db, {
      handlers: {
        [RENDITION_JOB]: createRenditionJob(database.db, storage, path.join(config.dataDir, 'tmp', 'renditions')),
      },
      log: (level, msg, extra) => app.log[level](extra ?? {}, msg),
    }),
    qualityChecks: createJobWorker(database.db, {
      handlers: { [QUALITY_CHECK_JOB]: createQualityCheckJob(database.db, storage) },
      log: (level, msg, extra) => app.log[level](extra ?? {}, msg),
    }),
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('services', services);
  if (!options.database) app.addHook('onClose', async () => database.close());
  // The job worker runs inside the server process: started when ready, stopped (its ffmpeg
  // killed, its job handed back to the queue) before the database closes.
  if (options.jobWorker ?? config.env !== 'test') {
    app.addHook('onReady', async () => {
      // Songs stored before renditions existed (or seeded) get theirs queued once.
      const added = await enqueueMissingRenditions(database.db).catch((err: unknown) => {
        app.log.error({ err }, 'could not queue missing renditions');
        return 0;
      });
      if (added) app.log.info({ added }, 'queued missing renditions');
      services.jobs.start();
      services.qualityChecks.start();
    });
  }
  app.addHook('preClose', async () => {
    await Promise.all([services.jobs.stop(), services.qualityChecks.stop()]);
  });

  await app.register(errorsPlugin);
  app.addHook('onResponse', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    // A counted play changes only counters, which may lag two seconds; everything else clears.
    if (write && reply.statusCode < 400 && !request.url.endsWith('/play')) publicLists.clear();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Plain-HTTP installs must keep working; HTTPS deployments set PUBLIC_URL.
        upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl?.startsWith('https:') ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(accessPlugin, { db: database.db, tokens });
  await app.register(authRateLimitPlugin, {
    perPhone: config.authRateLimit?.max ?? 10,
    perAddress: config.authRateLimit ? config.authRateLimit.max * 5 : 50,
    windowMs: config.authRateLimit?.windowMs ?? 15 * 60 * 1000,
  });
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.limits.maxAudioBytes, config.limits.maxImageBytes), files: 4, fields: 20 },
  });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(usersRoutes, { users: services.users });
      await api.register(artistApplicationsRoutes, {
        applications: services.applications,
        maxImageBytes: config.limits.maxImageBytes,
      });
      await api.register(mediaRoutes, { storage });
      await api.register(uploadsRoutes, {
        uploads: services.uploads,
        limits: config.limits,
        tempDir: path.join(config.dataDir, 'tmp', 'uploads'),
      });
      await api.register(songsRoutes, { songs, publicLists, anonymousShelves });
      await api.register(albumsRoutes, { albums, artists: services.artists });
      await api.register(artistRoutes, { songs, albums });
      await api.register(artistAreaRoutes, {
        area: createArtistAreaService(database.db, storage, albums, {
          visibilityChanged: (id) => streaming.invalidate(id),
          recheck: enqueueQualityChecks,
          requeued: () => services.qualityChecks.wake(),
        }),
        limits: config.limits,
        tempDir: path.join(config.dataDir, 'tmp', 'uploads'),
      });
      await api.register(streamingRoutes, {
        streaming,
        songs,
        mediaDir: config.mediaDir,
        accelPrefix: config.mediaAccelRedirect,
      });
      await api.register(statsRoutes, { stats: services.stats });
      await api.register(contactRoutes, { db: database.db });
      await api.register(staffRoutes, { staff });
      await api.register(adminRoutes, {
        db: database.db,
        storage,
        config,
        visibilityChanged: (id) => streaming.invalidate(id),
        qualityChecks: { recheck: enqueueQualityChecks, requeued: () => services.qualityChecks.wake() },
      });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    findPublicSong: async (id) => {
      try {
        const song = await songs.getOne(id, null);
        return { id: song.id, title: song.title, artist: song.artist, genre: song.genre, coverUrl: song.coverUrl };
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      }
    },
    listenHomeCovers: async () => {
      // The same cached answer GET /api/songs/shelves sends, so a page view costs no query.
      const shelves = JSON.parse(await anonymousShelves()) as SongShelvesResponse;
      const firstGenre = shelves.genres.find((g) => g.songs.length > 0)?.songs ?? [];
      // A new song is in both shelves: each cover once.
      const onFirstScreen = [
        ...new Map(
          [...shelves.newReleases.slice(0, SHELF_EAGER_COVERS), ...firstGenre.slice(0, SHELF_EAGER_COVERS)].map((s) => [
            s.id,
            s,
          ]),
        ).values(),
      ];
      return onFirstScreen.flatMap((s) =>
        s.coverUrl && s.coverUrls
          ? [{ href: s.coverUrl, srcset: coverSrcSet(s.coverUrls), sizes: SHELF_COVER_SIZES }]
          : [],
      );
    },
    listPublicSongs: () => sitemapRepository.listPublicSongs(database.db),
  });
  return app;
}
