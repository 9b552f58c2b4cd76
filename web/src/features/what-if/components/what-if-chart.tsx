import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@domain/pricing/money';
import type { WhatIfFigure } from '@domain/what-if/figures';
import type { WhatIfResultReply } from '@domain/what-if/api-schemas';

const WAS = '#9aa9b4';
const IF = '#0f6f93';
const INK = '#566672';
const GRID = '#dde5eb';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthName = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;

function dollarsTick(value: number): string {
  if (Math.abs(value) >= 1000) return `$${(value / 1000).toFixed(Math.abs(value) % 1000 === 0 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
}

/**
 * One figure per month, as it was and as it would have been, side by side (issue #32). A picture
 * for sighted users; the tables below carry every number (role="img" with a summary).
 */
export function WhatIfChart({ byMonth, figure, label }: { byMonth: WhatIfResultReply['byMonth']; figure: WhatIfFigure; label: string }) {
  const data = byMonth.map((m) => ({ month: monthName(m.month), asWas: m.asWas[figure] / 100, whatIf: m.whatIf[figure] / 100 }));
  const was = byMonth.reduce((n, m) => n + m.asWas[figure], 0);
  const would = byMonth.reduce((n, m) => n + m.whatIf[figure], 0);
  const summary = `Bar chart of ${label.toLowerCase()} per month for ${byMonth.length} months: ${formatMoney(was)} as it was, ${formatMoney(would)} with the alternative pricing. The tables below list every figure.`;
  return (
    <div className="what-if-chart" role="img" aria-label={summary}>
      <BarChart data={data} responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={8} />
        <YAxis tickFormatter={dollarsTick} tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
        <Tooltip contentStyle={{ borderRadius: 8, border: `1px solid ${GRID}`, fontSize: 13 }} formatter={(value) => formatMoney(Math.round(Number(value) * 100))} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar dataKey="asWas" name="As it was" fill={WAS} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        <Bar dataKey="whatIf" name="What-if" fill={IF} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
