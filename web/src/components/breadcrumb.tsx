import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** "Parent › this page" above a detail page's header. */
export function Breadcrumb({ parent, current }: { parent: { label: string; to: string }; current: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to={parent.to}>{parent.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
