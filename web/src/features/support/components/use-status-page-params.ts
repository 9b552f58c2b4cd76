import { useSearchParams } from 'react-router-dom';

/**
 * A CSR list's filter and page in the URL (`?status=…&page=…`): the status is one of `options`
 * (else `fallback`), the page 1-based. The fallback status and page 1 leave their parameter out;
 * choosing another status goes back to page 1.
 */
export function useStatusPageParams<S extends string>(options: readonly (readonly [S, string])[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const status = options.find(([v]) => v === params.get('status'))?.[0] ?? fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };
  return {
    status,
    page,
    setStatus: (value: string) => set({ status: value === fallback ? null : value, page: null }),
    setPage: (p: number) => set({ page: p > 1 ? String(p) : null }),
  };
}
