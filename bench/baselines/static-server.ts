import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Baseline: a bare Fastify + @fastify/static serving one folder, nothing else. */
const dir = process.env.STATIC_DIR;
if (!dir) throw new Error('STATIC_DIR is required');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.resolve(dir), prefix: '/' });
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
