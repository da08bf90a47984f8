import type { FastifyInstance } from 'fastify';
import { derivedDirOf } from '../../plugins/core.js';
import { offlineRightsRoutes } from './offline-rights.routes.js';
import { type AudioSenderOptions, registerAudioSender, type SendAudio } from './send-audio.js';
import { streamingRoutes } from './streaming.routes.js';
import { createStreamingService, type StreamingService } from './streaming.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    streaming: StreamingService;
    /**
     * The audio sender (Range, conditional GET, nginx, a bucket), set up in another module's
     * route scope: /rest streams exactly as /api does.
     */
    audioSender: (scope: FastifyInstance) => Promise<SendAudio>;
  }
}

export async function streamingModule(app: FastifyInstance) {
  const streaming = createStreamingService(app.database.db);
  // A song whose visibility changed is forgotten at once (the lookup cache would serve it 5 s more).
  app.events.on('songChanged', ({ songId }) => streaming.invalidate(songId));
  app.services.streaming = streaming;
  const sender: AudioSenderOptions = {
    storage: app.storage,
    accelPrefix: app.config.mediaAccelRedirect,
    bucket: app.config.s3 && { delivery: app.config.s3.delivery, presignSeconds: app.config.s3.presignSeconds },
    derivedRoot: derivedDirOf(app.config),
  };
  app.services.audioSender = (scope) => registerAudioSender(scope, sender);
  await app.register(streamingRoutes, { streaming, ...sender });
  await app.register(offlineRightsRoutes, { streaming });
}
