import type { z } from 'zod';
import type { starterQueriesReply } from '@domain/analysis/api-schemas';
import { Button } from '@/components/button';

export type StarterQueryView = z.infer<typeof starterQueriesReply>['starterQueries'][number];

/** The six questions to start from (issue #32): open one into the editor and run it. */
export function StarterQueriesPanel({ queries, onOpen }: { queries: StarterQueryView[]; onOpen: (q: StarterQueryView) => void }) {
  return (
    <section className="card card--padded stack-sm" aria-labelledby="analysis-starters-title">
      <h2 id="analysis-starters-title" className="section-title">
        Starter queries
      </h2>
      <ul className="analysis-list">
        {queries.map((q) => (
          <li key={q.id}>
            <span>
              <strong>{q.title}</strong>
              <br />
              <span className="muted">{q.description}</span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onOpen(q)} aria-label={`Open starter query: ${q.title}`}>
              Open
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
