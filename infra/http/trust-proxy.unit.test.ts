import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './trust-proxy';

async function ipSeen(env: NodeJS.ProcessEnv, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyFrom(env) });
  app.get('/ip', async (request) => request.ip);
  const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY: whose X-Forwarded-For the API believes', () => {
  it.each([
    ['unset: a client cannot pick its own address', {}, '203.0.113.9', '1.2.3.4', '203.0.113.9'],
    ['1 hop (behind the gateway): the address the gateway saw', { TRUST_PROXY: '1' }, '10.0.0.2', '1.2.3.4, 198.51.100.7', '198.51.100.7'],
    ['2 hops (gateway behind a load balancer)', { TRUST_PROXY: '2' }, '10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9', '198.51.100.7'],
    ['a listed proxy', { TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '198.51.100.7', '198.51.100.7'],
    ['an unlisted peer is the client itself', { TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.9', '198.51.100.7', '203.0.113.9'],
  ])('%s', async (_name, env, remote, xff, expected) => {
    expect(await ipSeen(env, remote, xff)).toBe(expected);
  });
});
