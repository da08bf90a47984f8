import { ROLES, type Role } from '@nupe/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createTokenService } from '../lib/tokens.js';
import { type Access, accessPlugin, allows } from './access.js';

describe('allows()', () => {
  const callers: (Role | null)[] = [null, ...ROLES];

  it("lets anyone call a 'public' route", () => {
    for (const role of callers) expect(allows('public', role)).toBe(true);
  });

  it("lets any signed-in role call a 'signed-in' route, and nobody anonymous", () => {
    expect(allows('signed-in', null)).toBe(false);
    for (const role of ROLES) expect(allows('signed-in', role)).toBe(true);
  });

  it('lets the listed roles, and admins, call a role route', () => {
    const cases: [Access, Role[]][] = [
      [['staff'], ['admin', 'staff']],
      [['artist'], ['admin', 'artist']],
      [['admin'], ['admin']],
      [
        ['artist', 'staff'],
        ['admin', 'artist', 'staff'],
      ],
      [['listener'], ['admin', 'listener']],
      [[], ['admin']],
    ];
    for (const [access, allowed] of cases) {
      expect(allows(access, null)).toBe(false);
      for (const role of ROLES)
        expect(allows(access, role), `${role} on ${JSON.stringify(access)}`).toBe(allowed.includes(role));
    }
  });
});

describe('access plugin', () => {
  async function appWithAccess() {
    const app = Fastify({ logger: false });
    await app.register(accessPlugin, { db: {} as Db, tokens: createTokenService('x'.repeat(40)) });
    return app;
  }

  it('refuses to register an /api route that declares no access policy', async () => {
    const app = await appWithAccess();
    await expect(
      (async () => {
        app.get('/api/forgotten', async () => ({ ok: true }));
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/api\/forgotten declares no access policy/);
    await app.close().catch(() => {});
  });

  it('refuses one declared inside a prefixed plugin too', async () => {
    const app = await appWithAccess();
    app.register(
      async (api) => {
        api.post('/things/:id', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/POST \/api\/things\/:id declares no access policy/);
    await app.close().catch(() => {});
  });

  it('accepts routes with a policy and leaves non-API routes alone', async () => {
    const app = await appWithAccess();
    app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/about', async () => 'page');
    await app.ready();
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/about' })).statusCode).toBe(200);
    await app.close();
  });
});
