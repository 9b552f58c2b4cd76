import type { ReactNode } from 'react';

/** Facts as term and value, one per line (an account's personal info, who is signed in); an empty value reads "Not given". */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="detail-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || <span className="detail-list__empty">Not given</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
