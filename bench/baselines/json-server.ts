import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** Baseline: a bare Fastify route answering a fixed JSON document (the same bytes the app returns). */
const body = readFileSync(process.env.JSON_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
