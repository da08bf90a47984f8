#!/usr/bin/env node
// The production build of the server: esbuild compiles the TypeScript of apps/server/src
// and packages/shared into plain JavaScript in apps/server/dist, so production runs `node
// apps/server/dist/server.js` with no TypeScript loader. npm packages stay external (installed by
// npm ci, native parts included); the SQL migrations are copied beside the code.
//   node apps/server/build.mjs [--outdir DIR]
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(here, 'dist') } } });
const outdir = path.resolve(values.outdir);
const cli = ['user-create', 'user-reset-password', 'media-reconcile', 'export-bag', 'import-bag'];

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const started = Date.now();
await build({
  // Every entry at the top of dist/: code that finds files beside itself (the migrations) sees one folder.
  entryPoints: [
    { in: path.join(here, 'src/server.ts'), out: 'server' },
    ...cli.map((name) => ({ in: path.join(here, `src/cli/${name}.ts`), out: name })),
  ],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  // The shared package is TypeScript source in this repository: compiled in, not imported.
  alias: { '@nupe/shared': path.resolve(here, '../../packages/shared/src/index.ts') },
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms.`);
