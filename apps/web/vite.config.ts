import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Report gzip sizes so the public-page budget (100 KB of JS) stays visible in every build.
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
