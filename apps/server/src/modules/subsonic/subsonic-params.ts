import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../plugins/access.js';
import type { SubParams } from './subsonic-auth.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

/** A request's parameters as sent: repeated keys (`id=…&id=…`) stay arrays. */
export type Raw = Record<string, string | string[] | undefined>;
export type Ctx = { q: SubParams; raw: Raw; user: CurrentUser; request: FastifyRequest; reply: FastifyReply };
/** A handler answers the body (`{ element: node }`, `{}` for none) or `null` when it sent bytes itself. */
export type Handler = (ctx: Ctx) => Promise<Record<string, SubNode | SubNode[]> | null>;

export const int = (v: string | undefined, fallback: number, max: number) => {
  const n = v === undefined ? fallback : Number.parseInt(v, 10);
  if (!Number.isFinite(n)) throw new SubsonicError(SUB_ERRORS.generic, 'A number parameter is not a number.');
  // Below zero counts as zero: Feishin probes an empty library's song count with a negative offset.
  return Math.min(Math.max(n, 0), max);
};
export const need = (q: SubParams, name: string): string => {
  const v = q[name];
  if (v === undefined || v === '')
    throw new SubsonicError(SUB_ERRORS.missingParameter, `Required parameter is missing: ${name}.`);
  return v;
};
export const many = (raw: Raw, name: string): string[] => {
  const v = raw[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
