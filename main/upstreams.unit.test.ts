import { describe, expect, it } from 'vitest';
import { upstreamPool, upstreamUrls } from './upstreams';

describe('gateway upstream pool', () => {
  it('takes turns, skips a refused upstream while it is down, and comes back to it after', () => {
    let t = 0;
    const pool = upstreamPool(['http://a:1', 'http://b:2', 'http://c:3'], { downMs: 1000, now: () => t });
    expect([pool.next(), pool.next(), pool.next(), pool.next()]).toEqual(['http://a:1', 'http://b:2', 'http://c:3', 'http://a:1']);
    pool.markDown('http://b:2');
    expect([pool.next(), pool.next(), pool.next()]).toEqual(['http://c:3', 'http://a:1', 'http://c:3']);
    t = 1001;
    expect([pool.next(), pool.next()]).toEqual(['http://a:1', 'http://b:2']);
  });

  it('tries each upstream once per request and falls back to a down one when all are down', () => {
    let t = 0;
    const pool = upstreamPool(['http://a:1', 'http://b:2'], { now: () => t });
    expect(pool.next(new Set(['http://a:1']))).toBe('http://b:2');
    expect(pool.next(new Set(['http://a:1', 'http://b:2']))).toBeUndefined();
    pool.markDown('http://a:1');
    t = 10;
    pool.markDown('http://b:2');
    expect(pool.next()).toBe('http://a:1');
  });

  it('skips an upstream that is not ready until it is again, and falls back to one when none is (D-707)', () => {
    const pool = upstreamPool(['http://a:1', 'http://b:2']);
    pool.setReady('http://b:2', false);
    expect([pool.next(), pool.next(), pool.next()]).toEqual(['http://a:1', 'http://a:1', 'http://a:1']);
    expect(pool.isReady('http://b:2')).toBe(false);
    pool.setReady('http://a:1', false);
    expect(pool.next()).toBeDefined();
    pool.setReady('http://b:2', true);
    expect([pool.next(), pool.next()]).toEqual(['http://b:2', 'http://b:2']);
  });

  it('reads a comma-separated list and refuses what is not an origin', () => {
    expect(upstreamUrls(' http://a:1/, http://b:2 ', 'X')).toEqual(['http://a:1', 'http://b:2']);
    expect(() => upstreamUrls('', 'COMMAND_API_URL')).toThrow('COMMAND_API_URL must be set');
    expect(() => upstreamUrls('a:1', 'X')).toThrow("'a:1' is not an http(s) origin");
  });
});
