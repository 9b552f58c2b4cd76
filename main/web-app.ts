import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_ROOT = resolve(import.meta.dirname, '../web');
export const WEB_DIST = join(WEB_ROOT, 'dist');

/** Newest modification time under a folder (the web sources). */
function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/** Builds web/dist when it is missing or older than the sources (npm start "builds the web app if needed"). */
export async function buildWebIfNeeded(force = false, log: (m: string) => void = console.log): Promise<void> {
  const index = join(WEB_DIST, 'index.html');
  const stale = !existsSync(index) || newest(join(WEB_ROOT, 'src')) > statSync(index).mtimeMs;
  if (!force && !stale) return;
  log('Building the web app (vite build)…');
  // A separate process with NODE_ENV=production: a production bundle whatever the caller's
  // NODE_ENV (vitest sets "test"), and Vite's memory is given back when it is done.
  const vite = join(WEB_ROOT, '..', 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', join(WEB_ROOT, 'vite.config.ts'), '--logLevel', 'warn'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

/** Hashed build assets never change under their name; everything else (index.html) is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA; unknown non-API paths get index.html so client routes work on reload.
 * Text assets go out as the build's brotli or gzip copies when the browser accepts them.
 */
export async function serveWebApp(app: FastifyInstance, root: string = WEB_DIST): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/*', { schema: { hide: true }, config: { auth: 'public' } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // API paths and missing build assets are real 404s; every other path is a client route.
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
}
