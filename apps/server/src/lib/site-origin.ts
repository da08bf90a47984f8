import { hostname as machineName, networkInterfaces } from 'node:os';

/** A Host header's shape: a DNS name, IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_SHAPE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The names this machine answers to: loopback, its own name and the addresses of its interfaces. */
function ownNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', machineName().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) names.add(a.family === 'IPv6' ? `[${a.address.toLowerCase()}]` : a.address);
  }
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
