import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectErrorBody, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApiDoc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown }>>;
  components?: Record<string, Record<string, unknown>>;
};

/** Every local `$ref` in the document, and whether it resolves. */
function unresolvedRefs(doc: unknown): string[] {
  const missing: string[] = [];
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && (!value.startsWith('#/') || resolve(value) === undefined)) {
        missing.push(value);
      }
      walk(value);
    }
  };
  walk(doc);
  return missing;
}

describe('OpenAPI document and docs', () => {
  it('/api/openapi.json is an OpenAPI 3 document with the accounts paths', async () => {
    const res = await call(t, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json() as OpenApiDoc;
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Nupe Music API');
    expect(typeof doc.info.version).toBe('string');
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'parameters']).toContain(method);
        if (method !== 'parameters') expect(operation.responses, `${method} ${path}`).toBeTypeOf('object');
      }
    }
    expect(unresolvedRefs(doc)).toEqual([]);
    expect(doc.paths['/api/users/register']?.post).toBeDefined();
    expect(doc.paths['/api/users/login']?.post).toBeDefined();
    expect(doc.paths['/api/users/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/admin/artist-requests']?.get).toBeDefined();
    expect(doc.paths['/api/admin/approve-artist']?.patch).toBeDefined();
    expect(doc.paths['/api/admin/reject-artist/{userId}']?.patch).toBeDefined();
    // the request schema in the document is the shared one that validates requests
    const body = JSON.stringify(doc.paths['/api/users/register']?.post);
    for (const field of ['fullName', 'phone', 'password', 'accountType', 'displayName', 'genre', 'bio']) {
      expect(body).toContain(field);
    }
    // internal routes stay out of the document
    expect(Object.keys(doc.paths)).not.toContain('/api/openapi.json');
  });

  it('/api/docs answers readable HTML', async () => {
    const res = await call(t, { method: 'GET', url: '/api/docs' });
    const page = res.statusCode === 302 ? await call(t, { method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<html/i);
  });
});

describe('health, unknown addresses and headers', () => {
  it('/api/health is ok with the database engine', async () => {
    const res = await call(t, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.engine });
  });

  it('an unknown /api address is a 404 with the error body, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(t, { method, url: '/api/no/such/thing' });
      expectErrorBody(res, 404, 'ROUTE_NOT_FOUND');
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('sends security headers', async () => {
    const res = await call(t, { method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    // a plain-HTTP install must not be told to upgrade to HTTPS
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('an HTTPS deployment gets HSTS', async () => {
    const secure = await createTestApp({ publicUrl: 'https://music.example.ng' });
    try {
      const res = await call(secure, { method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('an error never carries a stack trace', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(res, 400, 'MALFORMED_JSON');
    expect(res.body).not.toMatch(/stack|node_modules|\.ts:\d+/);
  });
});
