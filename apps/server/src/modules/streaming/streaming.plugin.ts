import type { FastifyInstance } from 'fastify';
import { streamingRoutes } from './streaming.routes.js';
import { createStreamingService, type StreamingService } from './streaming.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    streaming: StreamingService;
  }
}

export async function streamingModule(app: FastifyInstance) {
  const streaming = createStreamingService(app.database.db);
  // A song whose visibility changed is forgotten at once (the lookup cache would serve it 5 s more).
  app.events.on('catalogueChanged', ({ songId }) => {
    if (songId) streaming.invalidate(songId);
  });
  app.services.streaming = streaming;
  await app.register(streamingRoutes, {
    streaming,
    storage: app.storage,
    accelPrefix: app.config.mediaAccelRedirect,
    bucket: app.config.s3 && { delivery: app.config.s3.delivery, presignSeconds: app.config.s3.presignSeconds },
  });
}
