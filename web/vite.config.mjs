// Build of the web app: web/ -> dist/web, served under /app/ by the API host (src/http/routes/web.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/app/',
  logLevel: 'warn',
  // JSX is compiled by the bundler's own transform (React's automatic runtime); no plugin needed
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: path.join(here, '..', 'dist', 'web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // no inline data: scripts or styles; every asset is a hashed file
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
});
