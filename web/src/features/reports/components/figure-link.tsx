import { Link } from 'react-router-dom';

interface FigureLinkProps {
  /** The figure as shown, e.g. "$1,234.50". */
  text: string;
  /** What it counts, for the accessible name: "net sales on 11/03/2026". */
  what: string;
  href: string;
  /** No orders behind it: shown, not linked. */
  empty?: boolean;
  className?: string;
}

/**
 * A dashboard figure that opens the orders behind it (issue #6: reports show what they are built
 * from). The accessible name starts with the visible figure: "12 orders on 11/03/2026 — view orders".
 */
export function FigureLink({ text, what, href, empty = false, className }: FigureLinkProps) {
  if (empty) return <span className={className}>{text}</span>;
  return (
    <Link className={['figure-link', className].filter(Boolean).join(' ')} to={href} aria-label={`${text} ${what} — view orders`}>
      {text}
    </Link>
  );
}
