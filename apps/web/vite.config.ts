import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Report gzip sizes so the public-page budget (100 KB of JS) stays visible in every build.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the budget check of bench/lighthouse.ts.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
