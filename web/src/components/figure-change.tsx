import { formatMoney } from '@domain/pricing/money';
import './figure-change.css';

export type FigureKind = 'money' | 'count';

export const showFigure = (kind: FigureKind, value: number): string => (kind === 'money' ? formatMoney(value) : value.toLocaleString('en-US'));

/** "+$12.00", "−3", "no change": a difference with its sign in words as well as colour. */
export function changeText(kind: FigureKind, change: number): string {
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : '−'}${showFigure(kind, Math.abs(change))}`;
}

/** A change: marked up or down (the sign says it, the colour repeats it). */
export function ChangeValue({ kind, change }: { kind: FigureKind; change: number }) {
  const tone = change > 0 ? 'change change--up' : change < 0 ? 'change change--down' : 'change change--none';
  return <span className={tone}>{changeText(kind, change)}</span>;
}

/**
 * Two values of one figure and their change in one narrow cell (issue #32: a report then and now,
 * a what-if as it was and as it would have been): "$84.00" over "→ $42.00" over "−$42.00". `sides`
 * names the two for screen readers ("then, now").
 */
export function BeforeAfter({ kind, before, after, sides }: { kind: FigureKind; before: number; after: number; sides: string }) {
  return (
    <span className="before-after">
      <span className="visually-hidden">{sides}: </span>
      <span>{showFigure(kind, before)}</span>
      <span>
        <span aria-hidden="true">→ </span>
        {showFigure(kind, after)}
      </span>
      <ChangeValue kind={kind} change={after - before} />
    </span>
  );
}
