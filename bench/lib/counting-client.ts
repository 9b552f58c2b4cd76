import type { QueryOptions, SqlClient, SqlConnection } from '../../infra/db/sql-client';

/** Statements sent through a counting client; with `trace`, how often each statement (its first 70 characters and first parameter's shape). */
export interface StatementCounter {
  n: number;
  trace?: Map<string, number>;
}

/** The same client, counting every statement sent (pool, dedicated connections and transactions alike). */
export function countingClient(client: SqlClient, counter: StatementCounter): SqlClient {
  const counting = <C extends SqlConnection>(c: C): C =>
    new Proxy(c, {
      get(target, key, receiver) {
        if (key === 'query')
          return (text: string, params?: readonly unknown[], options?: QueryOptions) => {
            counter.n++;
            if (counter.trace) {
              const first = typeof params?.[0] === 'string' ? ` [${params[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, '<uuid>').replace(/\d.*$/, '').slice(0, 40)}]` : '';
              const key = `${text.replace(/\s+/g, ' ').trim().slice(0, 70)}${first}`;
              counter.trace.set(key, (counter.trace.get(key) ?? 0) + 1);
            }
            return target.query(text, params, options);
          };
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  // The client's own connections and transactions count too.
  return new Proxy(counting(client), {
    get(target, key, receiver) {
      if (key === 'connect') return async () => counting(await client.connect());
      if (key === 'connectDedicated') return async () => counting(await client.connectDedicated());
      if (key === 'transaction') return <T>(fn: (tx: SqlConnection) => Promise<T>) => client.transaction((tx) => fn(counting(tx)));
      return Reflect.get(target, key, receiver);
    },
  });
}
