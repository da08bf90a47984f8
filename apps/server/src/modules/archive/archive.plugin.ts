import type { FastifyInstance } from 'fastify';
import { archiveRoutes } from './archive.routes.js';
import { createArchiveService } from './archive.service.js';
import { itemAccess } from './item-access.js';
import { proverbRoutes } from './proverbs.routes.js';
import { createProverbService } from './proverbs.service.js';
import { transcriptRoutes } from './transcripts.routes.js';
import { createTranscriptService } from './transcripts.service.js';

/** Archive descriptions of items, their history and the collections; transcripts and translations; the proverb index. */
export async function archiveModule(app: FastifyInstance) {
  const { db } = app.database;
  const access = itemAccess(db);
  await app.register(archiveRoutes, { archive: createArchiveService(db, app.events, access) });
  await app.register(transcriptRoutes, { transcripts: createTranscriptService(db, app.events, access) });
  await app.register(proverbRoutes, { proverbs: createProverbService(db, app.services.songs, access) });
}
