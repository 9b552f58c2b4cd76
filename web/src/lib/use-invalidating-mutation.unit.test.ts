import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterCommand } from './use-invalidating-mutation';

function clientWith(...keys: string[][]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { read: key.join('/') });
  return client;
}
const stale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshAfterCommand', () => {
  it('marks stale only the keys the command names (and everything below them)', async () => {
    const client = clientWith(['prescriptions', 'list', 'A1'], ['prescriptions', 'detail', 'P1'], ['patients']);
    await refreshAfterCommand(client, [['prescriptions', 'list']]);
    expect(stale(client, ['prescriptions', 'list', 'A1'])).toBe(true);
    expect(stale(client, ['prescriptions', 'detail', 'P1'])).toBe(false);
    expect(stale(client, ['patients'])).toBe(false);
  });

  it("'everything' marks every read stale; several keys are each marked, then andThen runs", async () => {
    const all = clientWith(['a'], ['b']);
    await refreshAfterCommand(all, 'everything');
    expect([stale(all, ['a']), stale(all, ['b'])]).toEqual([true, true]);

    const some = clientWith(['a'], ['b'], ['c']);
    const seen: (boolean | undefined)[] = [];
    await refreshAfterCommand(some, [['a'], ['c']], () => {
      seen.push(stale(some, ['a']), stale(some, ['c']), stale(some, ['b']));
    });
    expect(seen).toEqual([true, true, false]);
  });
});
