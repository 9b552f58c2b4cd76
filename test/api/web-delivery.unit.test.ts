import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, serveWebApp } from '../../main/web-app';

/** The web app's delivery: hashed assets compressed and cached for a year, index.html revalidated. */

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lensloop</title>');
  writeFileSync(join(dist, 'assets', 'app-3f9a.js'), script);
  writeFileSync(join(dist, 'assets', 'app-3f9a.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-3f9a.js.gz'), gzipSync(script));
  app = Fastify();
  await serveWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web delivery', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html, whether asked for by name or as a client route', async () => {
    for (const url of ['/', '/index.html', '/patient/orders']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body).toContain('<title>Lensloop</title>');
    }
  });

  it('answers a missing asset and an unknown API path with 404, not the app', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});
