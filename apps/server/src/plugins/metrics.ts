import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error.js';
import { fixityRepository } from '../repositories/fixity.repository.js';
import { jobsRepository } from '../repositories/jobs.repository.js';
import { clientAddress, isLoopback } from './auth-rate-limit.js';

/** Routes whose answers are audio bytes: each open one is an active stream. */
const STREAM_ROUTE = /^\/api\/(media\/(audio|renditions)\/|songs\/:id\/(stream|download)$)/;

/**
 * Prometheus metrics at GET /metrics (prom-client): requests by route, method and status
 * with their latency, active audio streams, the job queue (depth by kind and status, age of the
 * oldest), fixity failures and the last audit, and the process's own (memory, event loop, GC). With METRICS_TOKEN set, a scraper
 * sends it as a bearer token; without it, only callers on this machine are answered.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token: string | null }) => {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'nupe_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'nupe_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'nupe_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const streams = new Gauge({
    name: 'nupe_active_streams',
    help: 'Audio answers being sent now',
    registers: [register],
  });
  const jobCount = new Gauge({
    name: 'nupe_jobs',
    help: 'Background jobs by kind and status (queued, running, failed)',
    labelNames: ['kind', 'status'],
    registers: [register],
  });
  const jobAge = new Gauge({
    name: 'nupe_jobs_oldest_age_seconds',
    help: 'Age of the oldest job by kind and status',
    labelNames: ['kind', 'status'],
    registers: [register],
  });

  const fixityFailures = new Gauge({
    name: 'nupe_fixity_failures',
    help: 'Kept files (originals, renditions, covers) whose last fixity check found them changed or missing',
    registers: [register],
  });
  const fixityLastRun = new Gauge({
    name: 'nupe_fixity_last_run_timestamp_seconds',
    help: 'When the last fixity audit finished (Unix time; 0: never)',
    registers: [register],
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!STREAM_ROUTE.test(request.routeOptions.url ?? '')) return;
    streams.inc();
    reply.raw.once('close', () => streams.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    allowScrape(request, opts.token);
    jobCount.reset();
    jobAge.reset();
    for (const s of await jobsRepository.queueStats(app.database.db)) {
      jobCount.set({ kind: s.kind, status: s.status }, s.count);
      jobAge.set({ kind: s.kind, status: s.status }, s.oldestSeconds);
    }
    const [failing, lastRun] = await Promise.all([
      fixityRepository.failingCount(app.database.db),
      fixityRepository.lastFinishedRun(app.database.db),
    ]);
    fixityFailures.set(failing);
    fixityLastRun.set(lastRun?.finishedAt ? lastRun.finishedAt.getTime() / 1000 : 0);
    return reply
      .type(register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());
  });
});

function allowScrape(request: FastifyRequest, token: string | null) {
  if (token) {
    const sent = Buffer.from(request.headers.authorization?.replace(/^Bearer /i, '') ?? '');
    const expected = Buffer.from(token);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
      throw new AppError('NOT_SIGNED_IN', 401, 'Send the metrics token as a bearer token.');
    return;
  }
  if (!isLoopback(clientAddress(request))) throw new AppError('FORBIDDEN', 403);
}
