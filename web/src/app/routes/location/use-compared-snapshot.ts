import { useSearchParams } from 'react-router-dom';

/**
 * The snapshot a Reports screen compares with today (issue #32): in the URL (`?compare=<snapshot
 * id>`), so it survives a reload and can be shared with a colleague of the practice.
 */
export function useComparedSnapshot() {
  const [params, setParams] = useSearchParams();
  const id = params.get('compare') ?? undefined;
  return {
    id,
    choose(snapshot: { snapshotId: string } | undefined) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (snapshot) next.set('compare', snapshot.snapshotId);
          else next.delete('compare');
          return next;
        },
        { replace: false },
      );
    },
  };
}
