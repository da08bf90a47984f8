import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * The scripts a lazily loaded area needs before it can draw, read from the web build's
 * manifest (dist/.vite/manifest.json): the area's chunk and its static imports, less what
 * the entry (index.html) already preloads. Linked as <link rel=modulepreload> from the
 * area's pages, they download alongside the entry instead of after it has run: one round
 * trip less before the first screen on a slow network. An absent or unreadable manifest
 * (a build without it, or the API alone) gives none: the page still works, a little later.
 */
export function areaPreloads(distDir: string, source: string): string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const fromEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, fromEntry);
  const area = new Set<string>();
  collect(source, area);
  return [...area].filter((f) => !fromEntry.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
}
