import { hostname as machineName, networkInterfaces } from 'node:os';

/** A Host header's shape: a DNS name, IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_SHAPE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** How long the machine's names are kept: an address added or dropped is seen within this. */
const OWN_NAMES_MS = 60_000;
let ownNamesRead: { names: Set<string>; at: number } | null = null;

/**
 * The names this machine answers to: loopback, its own name and the addresses of its interfaces.
 * Read again at most once a minute: asking the system for every interface is a tenth of a
 * millisecond, which every download of a tagged copy paid (measured by `npm run bench -- clips`).
 */
function ownNames(now = Date.now()): Set<string> {
  if (ownNamesRead && now - ownNamesRead.at < OWN_NAMES_MS) return ownNamesRead.names;
  const names = new Set(['localhost', '127.0.0.1', '[::1]', machineName().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) names.add(a.family === 'IPv6' ? `[${a.address.toLowerCase()}]` : a.address);
  }
  ownNamesRead = { names, at: now };
  return names;
}

/**
 * The site's address for links and identifiers an answer carries (OAI base URL and identifiers,
 * the sitemap, reset links, the music-app connect screen). PUBLIC_URL when it is set. Without it,
 * the request's Host only when it is well formed and names this machine: a Host a client made up
 * is never echoed into an identifier or a cached document; then http://localhost on the
 * configured port.
 */
export function siteOrigin(
  publicUrl: string | null,
  request: { protocol: string; host: string | undefined },
  port: number,
): string {
  if (publicUrl) return publicUrl;
  const host = (request.host ?? '').toLowerCase();
  if (HOST_SHAPE.test(host)) {
    const name = host.replace(/:\d+$/, '');
    if (ownNames().has(name) || name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name)) {
      return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
    }
  }
  return `http://localhost${port > 0 ? `:${port}` : ''}`;
}
