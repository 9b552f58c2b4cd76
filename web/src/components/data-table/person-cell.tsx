import type { ReactNode } from 'react';

/** A table cell naming a person: the name in bold over a second line (their e-mail, their account…). */
export function PersonCell({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <div className="cell-stack">
      <span className="cell-strong">{name}</span>
      <span className="cell-sub">{detail}</span>
    </div>
  );
}
