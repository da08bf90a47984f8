import { SUB_ERRORS, SubsonicError } from './subsonic-response.js';

/**
 * Subsonic ids say what they name: `ar-` an artist (its credit, base64url), `al-` an album
 * (`al-s-` an artist's singles), a bare uuid a song, `co-` a song's cover. An id of the wrong
 * shape is "not found" (70), as an id that names nothing.
 */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

export const artistId = (credit: string) => `ar-${b64(credit)}`;
export function creditOf(id: string): string {
  if (!id.startsWith('ar-')) throw new SubsonicError(SUB_ERRORS.notFound, 'Artist not found.');
  return unb64(id.slice(3));
}
export const albumIdOf = (key: string) => (key.startsWith('al:') ? `al-${key.slice(3)}` : `al-s-${b64(key.slice(2))}`);
export function albumKeyOf(id: string): string {
  if (id.startsWith('al-s-')) return `s:${unb64(id.slice(5))}`;
  if (/^al-[0-9a-f-]{36}$/.test(id)) return `al:${id.slice(3)}`;
  throw new SubsonicError(SUB_ERRORS.notFound, 'Album not found.');
}
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function songIdOf(id: string | undefined): string {
  const bare = id?.startsWith('co-') ? id.slice(3) : id;
  if (!bare || !UUID.test(bare)) throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
  return bare;
}
