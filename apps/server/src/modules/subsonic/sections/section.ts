import type { FastifyInstance } from 'fastify';
import type { SubsonicService } from '../subsonic.service.js';
import type { Handler } from '../subsonic-params.js';

export type SendAudio = Awaited<ReturnType<FastifyInstance['services']['audioSender']>>;

/** What a section's handlers use: the app's services, the Subsonic service and the audio sender of /rest. */
export type SectionDeps = { app: FastifyInstance; subsonic: SubsonicService; sendAudio: SendAudio };

/** One part of the API, as the OpenSubsonic documentation groups it: its methods by name. */
export type Section = (deps: SectionDeps) => Record<string, Handler>;
