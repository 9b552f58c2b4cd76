export type SortDirection = false | 'asc' | 'desc';

/** A column header's sort button: the header, then ▲ ▼ or ↕ (hidden from screen readers; the header's aria-sort says it). */
export function SortButton({ sorted, onClick, children }: { sorted: SortDirection; onClick: ((event: unknown) => void) | undefined; children: React.ReactNode }) {
  return (
    <button type="button" className="sort-button" onClick={onClick}>
      {children}
      <span className={sorted ? 'sort-button__icon sort-button__icon--active' : 'sort-button__icon'} aria-hidden="true">
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}

export const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
