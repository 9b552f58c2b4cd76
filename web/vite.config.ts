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

/**
 * How the browser build splits shared code (D-649). Left to itself the bundler makes one chunk per
 * set of routes sharing a module: ~190 files, and a signed-in page fetched 60 of them. Over HTTP/1.1
 * (six connections per origin) that is ten request waves before the page can paint.
 *
 * Instead a shared module goes to a chunk named after the areas whose routes reach it:
 * - `common`: reached from the public site and from another area (the UI kit, zod, forms);
 * - `signed-in`: reached from several signed-in areas but not the public site (the shell, orders…);
 * - `area-<name>`: reached from one area only (public, location, patient, csr, account, rewards).
 * A page then loads the entry, `common`, its area's chunks, its layout and itself: 4–6 files, and
 * never another area's code. Code only one route uses stays in that route's own chunk.
 */

/** The part of the bundler's module graph the grouping reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

type ChunkClass = 'common' | 'signed-in' | `area-${string}`;

/** A route module of an area: web/src/app/routes/<area>/… */
const AREA_ROUTE = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]([a-z-]+)[\\/]/;
/** The route table imports every route lazily: walking past it would make every module shared by all. */
const ROUTE_TABLE = /[\\/]web[\\/]src[\\/]app[\\/]router\.tsx$/;

/** Builds the grouping for one build: the areas of each module are computed once per module. */
function chunkGroups() {
  const areas = new Map<string, ReadonlySet<string>>();

  /** The areas whose routes reach `id`: a walk up its importers (static and lazy) to the route modules. */
  const areasOf = (id: string, graph: ModuleGraph): ReadonlySet<string> => {
    const known = areas.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.shift()!;
      const area = AREA_ROUTE.exec(current);
      if (area) {
        found.add(area[1]!);
        continue;
      }
      const info = graph.getModuleInfo(current);
      for (const parent of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
        if (seen.has(parent) || ROUTE_TABLE.test(parent)) continue;
        seen.add(parent);
        queue.push(parent);
      }
    }
    areas.set(id, found);
    return found;
  };

  const classOf = (id: string, graph: ModuleGraph): ChunkClass | null => {
    const reached = areasOf(id, graph);
    if (reached.size === 0) return null;
    if (reached.size === 1) return `area-${[...reached][0]!}`;
    return reached.has('public') ? 'common' : 'signed-in';
  };

  /** One group per class. A module's imports are reached from at least the same areas, so the
   * broader classes go first (higher priority): they take their modules before a narrower group
   * would pull them in as dependencies. */
  const group = (wanted: (c: ChunkClass) => boolean, priority: number) => ({
    name: (id: string, graph: ModuleGraph) => {
      const c = classOf(id, graph);
      return c && wanted(c) ? c : null;
    },
    minShareCount: 2,
    priority,
  });

  return {
    groups: [
      // What the entry imports stays in the entry (its own group first, so no other group takes it).
      { name: 'boot', tags: ['$initial' as const], priority: 10 },
      group((c) => c === 'common', 4),
      group((c) => c === 'signed-in', 3),
      group((c) => c.startsWith('area-'), 2),
    ],
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
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
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
