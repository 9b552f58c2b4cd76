/**
 * Which proxies' X-Forwarded-For the API believes (Fastify `trustProxy`), from TRUST_PROXY:
 * unset → none (the API faces clients directly, so a client's own X-Forwarded-For is ignored);
 * a number → that many proxy hops (docker-compose: 1, the gateway); `true` → every hop (only
 * behind proxies that overwrite the header); otherwise a comma-separated list of proxy addresses
 * or CIDR ranges. Per-IP limits (sign-in throttling) depend on getting this right.
 */
export function trustProxyFrom(env: NodeJS.ProcessEnv = process.env): boolean | string[] | ((address: string, hop: number) => boolean) {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
