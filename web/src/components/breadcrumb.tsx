import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Crumb {
  label: ReactNode;
  to: string;
}

/**
 * "Parent › … › this page" above a detail page's header: the pages above it, nearest last
 * (`trail`, or one `parent`), then the current page. `noPrint` leaves it off printed pages.
 */
export function Breadcrumb({ parent, trail, current, noPrint }: { parent?: Crumb; trail?: readonly (Crumb | null)[]; current: ReactNode; noPrint?: boolean }) {
  const crumbs = (trail ?? [parent]).filter((c): c is Crumb => Boolean(c));
  return (
    <nav aria-label="Breadcrumb" className={noPrint ? 'breadcrumb no-print' : 'breadcrumb'}>
      <ol>
        {crumbs.map((c) => (
          <li key={c.to}>
            <Link to={c.to}>{c.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
