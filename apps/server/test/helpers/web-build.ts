import { LOCALES } from '@nupe/shared';

/**
 * A web build's manifest (.vite/manifest.json) as the tests of the served pages write it: the
 * entry and a chunk it shares, the listener app's area chunk, and each interface language's
 * catalog as its own lazy chunk. Tests add the chunks of their own pages.
 */
export function webManifest(more: Record<string, unknown> = {}) {
  return {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
    '_shared-s1.js': { file: 'assets/shared-s1.js' },
    ...Object.fromEntries(
      LOCALES.map((l) => [`src/locales/${l}/messages.po`, { file: `assets/messages-${l}1.js`, isDynamicEntry: true }]),
    ),
    ...more,
  };
}
