import Ajv from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import {
  arbitraryOf,
  type Components,
  HOSTILE_STRINGS,
  type JsonSchema,
  validOrMutated,
} from './helpers/openapi-arbitrary.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Property-based API tests: for every operation of the OpenAPI document and every role,
 * requests generated from the document's own schemas, valid and bent. Whatever is sent, the
 * server answers no 5xx, with a status the document declares for that operation, and a JSON
 * body valid against the declared schema (checked with Ajv, which shares no code with the zod
 * serializer that produced it). `FUZZ_RUNS` sets the cases per operation: a few here, and
 * `npm run fuzz` runs the long pass.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>; components: Components };

let t: TestApp;
let f: Fixtures;
let doc: Document;
const users: Record<string, SignedInUser | null> = {};
const ids: string[] = [];
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  for (const role of ['listener', 'artist', 'staff', 'admin'] as const) users[role] = await createUser(t, role);
  users.anonymous = null;
  const artist = users.artist as SignedInUser;
  const admin = users.admin as SignedInUser;
  // Real rows for the ids to point at: a pending song, a published one, users, a task.
  const pending = await uploadSong(t, artist.token, f, { title: 'Pending for fuzzing' });
  const published = await uploadSong(t, admin.token, f, { title: 'Published for fuzzing' });
  const task = await call(t, {
    method: 'POST',
    url: '/api/staff/tasks',
    token: users.staff?.token,
    payload: { title: 'Fuzz task' },
  });
  ids.push(pending.id, published.id, artist.id, admin.id, task.json().task.id);
  doc = (await call(t, { method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

function operations(): Operation[] {
  // The document is read in beforeAll; describe() runs earlier, so the list is built lazily.
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

const idArbitrary = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );

function pathArbitrary(op: Operation): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const model = Object.fromEntries(
    params.map((p) => {
      const fromSchema = arbitraryOf(p.schema, doc.components).map(String);
      const known = /id$/i.test(p.name) ? fc.constantFrom(...ids) : fromSchema;
      return [p.name, fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: fromSchema }, idArbitrary())];
    }),
  );
  return fc
    .record(model)
    .map((values) =>
      op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? ''))),
    );
}

function queryArbitrary(op: Operation): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (params.length === 0) return fc.constantFrom('', `?stray=${encodeURIComponent('\u0000')}`, '?q=');
  const model = Object.fromEntries(params.map((p) => [p.name, arbitraryOf(p.schema, doc.components)]));
  return validOrMutated(fc.record(model, { requiredKeys: [] })).map((query) => {
    if (!query || typeof query !== 'object') return `?q=${encodeURIComponent(String(query))}`;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined) search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const s = search.toString();
    return s ? `?${s}` : '';
  });
}

function bodyArbitrary(op: Operation): fc.Arbitrary<unknown> {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return fc.constantFrom(undefined, {}, 'plain');
  return validOrMutated(arbitraryOf(schema, doc.components));
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(key: string, schema: JsonSchema) {
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, v);
  }
  return v;
}

/** fc.assert, with the report cut to a readable length (a counterexample may hold 10 000 characters). */
async function assertShort(property: fc.IAsyncProperty<unknown[]>, params: fc.Parameters<unknown[]>) {
  try {
    await fc.assert(property, params);
  } catch (err) {
    const cause = ((err as Error).cause as Error | undefined)?.message ?? '';
    const message = `${(err as Error).message}\n${cause}`.replace(
      /(.)\1{60,}/g,
      (run, c: string) => `${c.repeat(8)}…(${run.length}×)`,
    );
    throw new Error(message.slice(0, 4000));
  }
}

describe('every operation, every role, generated requests: no 5xx, a declared status, a valid body', () => {
  it('covers all operations of the document', () => {
    expect(operations().length).toBeGreaterThanOrEqual(92);
  });

  it(`${RUNS} generated requests per operation`, { timeout: Math.max(120_000, RUNS * 92 * 60) }, async () => {
    let cases = 0;
    for (const op of operations()) {
      if (op.path === '/api/users/login' && RUNS > 50) continue; // the login rate limit answers 429s by design
      await assertShort(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(users)),
          pathArbitrary(op),
          queryArbitrary(op),
          bodyArbitrary(op),
          async (role, path, query, body) => {
            cases += 1;
            const token = users[role]?.token;
            const res = await call(t, {
              method: op.method as 'GET',
              url: `${path}${query}`,
              token,
              ...(body === undefined || op.method === 'GET' || op.method === 'HEAD'
                ? {}
                : typeof body === 'string'
                  ? { payload: body, headers: { 'content-type': 'application/json' } }
                  : { payload: body as object }),
            });
            const where = `${op.method} ${path.slice(0, 120)}${query.slice(0, 80)} as ${role} → ${res.statusCode}: ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            const declared = op.responses[String(res.statusCode)];
            // A 404 for an address no route has (a hostile id that breaks the path) is the router's.
            if (!declared && res.statusCode === 404 && res.json().code === 'ROUTE_NOT_FOUND') return;
            expect(declared, `undeclared status: ${where}`).toBeDefined();
            const json = declared?.content?.['application/json']?.schema;
            if (json && String(res.headers['content-type']).startsWith('application/json')) {
              const validate = validatorFor(`${op.method} ${op.path} ${res.statusCode}`, json);
              expect(validate(res.json()), `${where}\n${ajv.errorsText(validate.errors)}`).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(92 * RUNS * 0.9);
    console.info(`property tests: ${cases} generated requests, 0 server errors`);
  });
});
