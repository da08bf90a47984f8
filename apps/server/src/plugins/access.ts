import type { Role, UserStatus } from '@nupe/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import type { TokenService } from '../lib/tokens.js';
import { usersRepository } from '../repositories/users.repository.js';

/**
 * Who may call a route. Every route under /api must declare one: the server refuses to
 * start otherwise, and test/route-policy.test.ts walks them all.
 * - 'public': anyone; a valid token still identifies the caller.
 * - 'signed-in': any active account.
 * - a list of roles: those roles, and admins, who may do everything.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export type CurrentUser = {
  id: string;
  role: Role;
  status: UserStatus;
  fullName: string;
  /** Signed into media keys: a password reset or "sign out everywhere" ends them. */
  sessionVersion?: number;
};

/** A route as the server registered it, with the policy it declared (if any). */
export type RegisteredRoute = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A public media route (audio, covers) where `?key=` (a media key, lib/tokens.ts) names
     * the caller when no bearer token does: browsers cannot send headers from `<audio>`.
     */
    mediaKey?: boolean;
    /**
     * A route a browser follows without headers that is not media (the admin's bag download):
     * `?key=` must be a ticket signed for the purpose this answers for the request.
     */
    ticket?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, API or not (the route-policy test walks it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export function allows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signed-in' || role === 'admin') return true;
  return access.includes(role);
}

/** Routes the docs plugin registers for itself, which are public by nature. */
const DOCS_PREFIX = '/api/docs';

export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
    app.decorateRequest('user', null);
    const registered: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registered);

    app.addHook('onRoute', (route) => {
      const record = () => {
        for (const method of [route.method].flat()) {
          registered.push({
            method,
            url: route.url,
            access: (route.config as { access?: Access } | undefined)?.access,
          });
        }
      };
      if (!route.url.startsWith('/api')) return record();
      route.config ??= {};
      if (route.url.startsWith(DOCS_PREFIX) || route.url === '/api/openapi.json') {
        (route.config as { access?: Access }).access ??= 'public';
      }
      if (!(route.config as { access?: Access }).access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
      }
      record();
    });

    // Authentication runs before body parsing and validation, so a caller without the
    // right is told so before being told their input is wrong.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return; // not an API route (web app, static files, 404)
      const token = bearerToken(request);
      if (!token) {
        // A media key stands for its user on the routes that take one (addresses a browser
        // follows without headers: audio, covers, the admin's bag download); the route's own
        // policy still applies to that user.
        // A route that takes a ticket (one purpose, one address) takes nothing else.
        const { mediaKey, ticket } = request.routeOptions.config;
        const key = mediaKey || ticket ? mediaKeyOf(request) : null;
        const keyUser = !key
          ? null
          : ticket
            ? await opts.tokens.verifyTicket(key, ticket(request))
            : await opts.tokens.verifyMedia(key);
        const user = keyUser ? await loadUser(opts.db, keyUser.userId, keyUser.sessionVersion) : null;
        if (user?.status === 'active') request.user = user;
        if (access === 'public') return;
        if (!request.user) throw new AppError('NOT_SIGNED_IN', 401);
        if (!allows(access, request.user.role)) throw new AppError('FORBIDDEN', 403);
        return;
      }
      const session = await opts.tokens.verifySession(token);
      const user = session ? await loadUser(opts.db, session.userId, session.sessionVersion) : null;
      if (!user) {
        if (access === 'public') return; // a stale token never blocks a public page
        throw new AppError('SESSION_EXPIRED', 401);
      }
      if (user.status === 'suspended') {
        if (access === 'public') return;
        throw new AppError('ACCOUNT_SUSPENDED', 401);
      }
      request.user = user;
      if (!allows(access, user.role)) throw new AppError('FORBIDDEN', 403);
    });
  },
  { name: 'access' },
);

function mediaKeyOf(request: FastifyRequest): string | null {
  const key = (request.query as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' && key.length < 1000 ? key : null;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The role and status are read from the database on every call. With a bearer token's
 * `sessionVersion`, a token signed before the user's last password reset finds no user.
 */
export async function loadUser(db: Db, id: string, sessionVersion?: number): Promise<CurrentUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await usersRepository.findCaller(db, id);
  if (!row) return null;
  if (sessionVersion !== undefined && sessionVersion !== row.sessionVersion) return null;
  // "Last seen" (staff online) is kept to the minute, so most calls do not write.
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await usersRepository.touchLastSeen(db, id);
  }
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    fullName: row.fullName,
    sessionVersion: row.sessionVersion,
  };
}

/** The signed-in user of a route whose access is not 'public'. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('NOT_SIGNED_IN', 401);
  return request.user;
}
