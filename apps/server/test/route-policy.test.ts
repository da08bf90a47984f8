import { randomUUID } from 'node:crypto';
import type { Role } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, allows, type RegisteredRoute } from '../src/plugins/access.js';
import { makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/**
 * Walks every route the server registers under /api — documented or hidden, added by
 * anyone — and calls it as each kind of caller. The expected answer comes from the
 * route's declared `config.access` through the same `allows()` the server uses.
 */

let t: TestApp;
const tokens = new Map<Role, string>();
const CALLERS: (Role | null)[] = [null, 'listener', 'artist', 'staff', 'admin'];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of CALLERS) if (role) tokens.set(role, (await createUser(t, role)).token);
});
afterAll(() => t.close());

/** (method, path) pairs from Fastify's own route tree, independent of the access plugin. */
function routesFromTree(tree: string): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    const url = `${stack[depth - 1] ?? ''}${m[2]}`;
    stack[depth] = url;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      out.push({ method, url });
  }
  return out;
}

const apiRoutes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));

/** A plausible address for a route: every parameter a random id, a wildcard a file name. */
function plausibleUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, 'missing.txt');
}

function expectedStatus(access: Access, role: Role | null): 401 | 403 | 'allowed' {
  if (allows(access, role)) return 'allowed';
  return role === null ? 401 : 403;
}

describe('route policy', () => {
  it('finds the routes of the foundation', () => {
    const urls = apiRoutes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/users/register',
      'POST /api/users/login',
      'GET /api/users/me',
      'GET /api/admin/artist-requests',
      'PATCH /api/admin/approve-artist',
      'PATCH /api/admin/reject-artist/:userId',
      'GET /api/health',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('every /api route in the route table declares an access policy', () => {
    const norm = (u: string) => u.replace(/\/$/, '');
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${norm(r.url)}`));
    const tree = routesFromTree(t.app.printRoutes({ commonPrefix: false }));
    expect(tree.length).toBeGreaterThan(5);
    // A route registered before the access plugin would escape its check: none may exist.
    // (find-my-way prints a wildcard under its nearest static parent: match those by prefix.)
    const seen = (r: { method: string; url: string }) =>
      registered.has(`${r.method} ${norm(r.url)}`) ||
      (r.url.endsWith('*') &&
        t.app.registeredRoutes.some(
          (x) => x.method === r.method && x.url.endsWith('*') && x.url.startsWith(r.url.slice(0, -1)),
        ));
    const unseen = tree.filter((r) => r.url.startsWith('/api') && !seen(r));
    expect(unseen).toEqual([]);
    const withoutPolicy = apiRoutes().filter((r) => r.access === undefined);
    expect(withoutPolicy).toEqual([]);
  });

  it('answers every caller as the declared policy says', async () => {
    const failures: string[] = [];
    // Signing out everywhere ends the callers' own sessions: it is called last.
    const endsSessions = (r: RegisteredRoute) => r.url.endsWith('/sign-out-everywhere');
    const routes: RegisteredRoute[] = [
      ...apiRoutes().filter((r) => !endsSessions(r)),
      ...apiRoutes().filter(endsSessions),
    ];
    for (const route of routes) {
      const access = route.access as Access;
      for (const role of CALLERS) {
        const url = plausibleUrl(route.url);
        const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
        const res = await call(t, {
          method: route.method as 'GET',
          url,
          token: role ? tokens.get(role) : undefined,
          ...(withBody ? { payload: {} } : {}),
        });
        const expected = expectedStatus(access, role);
        const who = role ?? 'anonymous';
        const label = `${route.method} ${route.url} as ${who} (access ${JSON.stringify(access)}): got ${res.statusCode}`;
        if (expected === 'allowed') {
          if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${label}, expected to be let in`);
          if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 200)}`);
        } else {
          if (res.statusCode !== expected) {
            failures.push(`${label}, expected ${expected}`);
            continue;
          }
          if (route.method === 'HEAD') continue; // no body to read
          const body = res.json() as { error?: unknown; message?: unknown; code?: unknown };
          const code = expected === 401 ? 'NOT_SIGNED_IN' : 'FORBIDDEN';
          if (typeof body.error !== 'string' || body.error !== body.message || body.code !== code) {
            failures.push(`${label}, error body ${res.body}`);
          }
        }
      }
    }
    // Fresh sessions for the tests after this one (signing out everywhere ended the old ones).
    for (const role of CALLERS) if (role) tokens.set(role, (await createUser(t, role)).token);
    expect(failures).toEqual([]);
  });

  it('refuses a protected route for an unknown or malformed token with 401', async () => {
    const protectedRoutes = apiRoutes().filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      for (const header of ['Bearer not-a-token', 'Basic dXNlcjpwYXNz', 'Bearer']) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: plausibleUrl(route.url),
          headers: { authorization: header },
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${header}`).toBe(401);
      }
    }
  });
});

describe('a song that is not public', () => {
  it('is a 404 on every /api/songs/:id route to those who may not see it, and found by its owner', async () => {
    const f = await makeFixtures();
    try {
      const owner = await createUser(t, 'artist');
      const other = await createUser(t, 'artist', 'Another artist');
      const pending = await uploadSong(t, owner.token, f, { title: 'Pending for the policy' });
      const routes = apiRoutes().filter((r) => /^\/api\/songs\/:id(\/|$)/.test(r.url) && r.method !== 'HEAD');
      expect(routes.length).toBeGreaterThanOrEqual(8);
      const callers: [string, Role | null, string | undefined][] = [
        ['anonymous', null, undefined],
        ['a listener', 'listener', tokens.get('listener')],
        ['another artist', 'artist', other.token],
      ];
      for (const route of routes) {
        const url = route.url.replace(':id', pending.id);
        for (const [who, role, token] of callers) {
          const res = await call(t, { method: route.method as 'GET', url, token });
          const expected = expectedStatus(route.access ?? 'public', role);
          expect(res.statusCode, `${route.method} ${route.url} as ${who}: ${res.body}`).toBe(
            expected === 'allowed' ? 404 : expected,
          );
        }
        // A play is counted for published songs only: the owner's own plays of a pending song are not.
        if (route.url.endsWith('/play')) continue;
        const own = await call(t, { method: route.method as 'GET', url, token: owner.token });
        expect(own.statusCode, `${route.method} ${route.url} as its owner`).not.toBe(404);
      }
    } finally {
      f.cleanup();
    }
  });
});

describe('an item under an access protocol (#15)', () => {
  it('is a 404 on every /api/songs/:id route and media address to those the protocol leaves out, and found by those it admits', async () => {
    const f = await makeFixtures();
    try {
      const admin = await createUser(t, 'admin');
      const member = await createUser(t, 'listener', 'Circle member');
      const groupRes = await call(t, {
        method: 'POST',
        url: '/api/staff/access-groups',
        token: admin.token,
        payload: { name: `Policy circle ${randomUUID()}` },
      });
      const group = groupRes.json().group as { id: string };
      const added = await call(t, {
        method: 'POST',
        url: `/api/staff/access-groups/${group.id}/members`,
        token: admin.token,
        payload: { phone: member.phone },
      });
      expect(added.statusCode, added.body).toBe(200);
      const routes = apiRoutes().filter((r) => /^\/api\/songs\/:id(\/|$)/.test(r.url) && r.method !== 'HEAD');
      const anonymous = ['anonymous', null, undefined] as const;
      const listener = ['a listener', 'listener', tokens.get('listener')] as const;
      const artist = ['an artist', 'artist', tokens.get('artist')] as const;
      const memberCaller = ['a group member', 'listener', member.token] as const;
      const staff = ['staff', 'staff', tokens.get('staff')] as const;
      // Out of season for everyone: a window that closed yesterday.
      const closed = [{ name: 'Closed season', from: '2001-01-01', to: '2001-01-02' }];
      const protocols = [
        { access: { level: 'community' }, out: [anonymous], in: [listener, artist] },
        { access: { level: 'group', group: group.id }, out: [anonymous, listener, artist], in: [memberCaller, staff] },
        { access: { level: 'staff' }, out: [anonymous, listener, artist, memberCaller], in: [staff] },
        { access: { level: 'public', seasons: closed }, out: [anonymous, listener, artist], in: [staff] },
      ];
      for (const protocol of protocols) {
        const label = JSON.stringify(protocol.access);
        const song = (await uploadSong(t, admin.token, f, { title: `Protocol ${label}` })) as {
          id: string;
          audioUrl: string;
          coverUrl: string;
        };
        const set = await call(t, {
          method: 'PATCH',
          url: `/api/songs/${song.id}/access`,
          token: admin.token,
          payload: protocol.access,
        });
        expect(set.statusCode, set.body).toBe(200);
        for (const route of routes) {
          const url = route.url.replace(':id', song.id);
          for (const [who, role, token] of protocol.out) {
            const res = await call(t, { method: route.method as 'GET', url, token });
            const expected = expectedStatus(route.access ?? 'public', role);
            expect(res.statusCode, `${route.method} ${route.url} of ${label} as ${who}: ${res.body}`).toBe(
              expected === 'allowed' ? 404 : expected,
            );
          }
          for (const [who, role, token] of protocol.in) {
            if (expectedStatus(route.access ?? 'public', role) !== 'allowed') continue;
            const res = await call(t, { method: route.method as 'GET', url, token });
            expect(res.statusCode, `${route.method} ${route.url} of ${label} as ${who}: ${res.body}`).not.toBe(404);
          }
        }
        // The media addresses the JSON gave out: the audio file and the cover.
        for (const address of [song.audioUrl, song.coverUrl]) {
          for (const [who, , token] of protocol.out) {
            const res = await call(t, { method: 'GET', url: address, token });
            expect(res.statusCode, `${address} of ${label} as ${who}`).toBe(404);
          }
          for (const [who, , token] of protocol.in) {
            const res = await call(t, { method: 'GET', url: address, token });
            expect(res.statusCode, `${address} of ${label} as ${who}`).toBe(200);
          }
        }
      }
    } finally {
      f.cleanup();
    }
  });
});
