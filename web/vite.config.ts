import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The path aliases of tsconfig.json: `@/` is web/src, `@domain/` the shared domain rules and schemas. */
export const webAliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@domain/': fileURLToPath(new URL('../domain/', import.meta.url)),
};

/**
 * The browser app. `root` is web/ so index.html sits beside this file; the build goes to web/dist,
 * which the platform serves as static files. In development the API is proxied to the local
 * server (`npm start` listens on 3000), so the app always talks to a same-origin `/api`.
 */
export default defineConfig(() => ({
  root: webRoot,
  plugins: [react()],
  resolve: { alias: webAliases },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
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
