import type { ReactNode } from 'react';

/** A table cell's main text over a quieter second line (a name over a date, a status over its reason). */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <span className="cell-stack">
      <span>{main}</span>
      {sub ? <span className="cell-sub">{sub}</span> : null}
    </span>
  );
}
