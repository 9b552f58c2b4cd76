import type { SqlConnection } from './sql-client';

/**
 * Memoises an async value per database client and key: the first call starts the work, later
 * calls share its promise, and a failure is forgotten so that the next call tries again.
 */
export function perClientMemo<K, V>(make: (db: SqlConnection, key: K) => Promise<V>): (db: SqlConnection, key: K) => Promise<V> {
  const memo = new WeakMap<SqlConnection, Map<K, Promise<V>>>();
  return (db, key) => {
    let byKey = memo.get(db);
    if (!byKey) {
      byKey = new Map();
      memo.set(db, byKey);
    }
    let value = byKey.get(key);
    if (!value) {
      value = make(db, key);
      byKey.set(key, value);
      value.catch(() => byKey.delete(key));
    }
    return value;
  };
}
