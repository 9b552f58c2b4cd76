import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The path aliases of tsconfig.json: `@/` is web/src, `@domain/` the shared domain rules and schemas. */
export const webAliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@domain/': fileURLToPath(new URL('../domain/', import.meta.url)),
};

/**
 * In the browser build every `import … from 'zod'` (web/src and the shared domain schemas) goes
 * through web/src/lib/zod-config.ts, which sets zod's CSP-safe mode before anything parses (D-613).
 */
const zodAlias = { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) };

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at build
 * time: the server sends them as they are (@fastify/static preCompressed), so no request pays for
 * compression and brotli can use its slowest, smallest setting.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'lensloop-precompress',
    apply: 'build',
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The browser app. `root` is web/ so index.html sits beside this file; the build goes to web/dist,
 * which the platform serves as static files. In development the API is proxied to the local
 * server (`npm start` listens on 3000), so the app always talks to a same-origin `/api`.
 */
export default defineConfig(() => ({
  root: webRoot,
  plugins: [react(), precompress(outDir)],
  resolve: { alias: [zodAlias, ...Object.entries(webAliases).map(([find, replacement]) => ({ find, replacement }))] },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
