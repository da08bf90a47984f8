import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { THEME_INIT_SCRIPT } from '../../packages/shared/src/constants/theme.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every built script, style sheet and SVG, so the server sends
 * them compressed without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'nupe:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const jobs = Object.values(bundle)
        .filter((item) => /\.(js|css|svg)$/.test(item.fileName))
        .map(async (item) => {
          const source = item.type === 'chunk' ? item.code : item.source;
          const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (data.length < 1024) return;
          const file = path.join(dir, item.fileName);
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        });
      await Promise.all(jobs);
    },
  };
}

/**
 * The theme choice applied before the first paint (issue 18): the shared THEME_INIT_SCRIPT
 * inlined into index.html's <head>, byte for byte, because the server's CSP allows it by hash.
 */
function themeInit(): Plugin {
  return {
    name: 'nupe:theme-init',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * The listener app's service worker: bundles
 * src/features/listen/offline/service-worker.ts on its own into /listen/sw.js (scope
 * /listen) with the app shell's real file list injected: the entry and its chunks, every
 * chunk the /listen area loads (its screens too, so they open offline), their styles and
 * the listener app's manifest and icons. The list's hash is the worker's version, so a new
 * build replaces the old shell.
 */
function listenServiceWorker(): Plugin {
  const AREA = 'src/app/routes/listen/listen-area.tsx';
  const PUBLIC_FILES = [
    '/favicon.svg',
    '/listen/manifest.webmanifest',
    '/icons/listen-192.png',
    '/icons/listen-512.png',
    '/icons/listen-maskable-512.png',
  ];
  return {
    name: 'nupe:listen-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const files = new Set<string>();
      const walk = (chunk: Rolldown.OutputChunk | undefined, dynamic: boolean) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const f of chunk.imports) walk(byFile.get(f), dynamic);
        if (dynamic) for (const f of chunk.dynamicImports) walk(byFile.get(f), dynamic);
      };
      walk(
        chunks.find((c) => c.isEntry),
        false,
      );
      const area = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(AREA));
      if (!area) this.error(`The listener app's chunk (${AREA}) is missing from the build`);
      walk(area, true);
      const precache = ['/listen', ...PUBLIC_FILES, ...[...files].sort().map((f) => `/${f}`)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const out = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        root: import.meta.dirname,
        define: { __PRECACHE__: JSON.stringify(precache), __SW_VERSION__: JSON.stringify(version) },
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: {
            entry: path.join(import.meta.dirname, 'src/features/listen/offline/service-worker.ts'),
            formats: ['iife'],
            name: 'nupeListenWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const output = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput;
      const code = output.output.find((o) => o.type === 'chunk')?.code;
      if (!code) this.error('The service worker bundle is empty');
      this.emitFile({ type: 'asset', fileName: 'listen/sw.js', source: code });
    },
  };
}

/**
 * The server's renderer: after the browser build, the same app is built again for Node from
 * src/server-entry.tsx into <outDir>/server/, every package bundled in (the API server has no
 * React of its own to resolve). The API server imports it to draw every shareable page with
 * react-dom/server; it never serves that folder (plugins/web.ts).
 */
function serverRenderer(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nupe:server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: path.join(import.meta.dirname, 'vite.config.ts'),
        root: import.meta.dirname,
        logLevel: 'warn',
        publicDir: false,
        // The renderer runs the same build of React as the browser's (development in the browser
        // tests' builds, production otherwise), whatever NODE_ENV the API server has.
        define: {
          'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'development' ? 'development' : 'production'),
        },
        build: {
          ssr: 'src/server-entry.tsx',
          outDir: path.resolve(import.meta.dirname, outDir, 'server'),
          emptyOutDir: true,
        },
      });
    },
  };
}

// Lingui's built-in (native) macro transform would need its binary, which npm does not install
// on the Node 20 that runs `npm ci` here; the Babel preset is the documented alternative.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (t, Trans, msg, plural) become catalog lookups before React's transform;
    // lingui() compiles each PO catalog it is asked for into a module (one lazy chunk per language).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // React DOM 19 (the product owner's requirement): JSX through React's automatic runtime.
    react(),
    lingui({ failOnCompileError: true }),
    tailwindcss(),
    ...(isSsrBuild ? [] : [themeInit(), listenServiceWorker(), precompress(), serverRenderer()]),
  ],
  build: isSsrBuild
    ? {
        target: 'node22',
        minify: false,
        reportCompressedSize: false,
        // .mjs: an ES module wherever the build is written, with or without a package.json above it.
        rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // Report gzip sizes so the public-page budget (100 KB of JS) stays visible in every build.
        reportCompressedSize: true,
        // dist/.vite/manifest.json: which chunks each page loads, for the budget check of bench/lighthouse.ts.
        manifest: true,
      },
  // The server's renderer carries its packages: nothing is resolved from node_modules at run time.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
