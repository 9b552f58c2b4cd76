import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@domain/pricing/money';
import type { Granularity, SalesReportReply } from '@domain/reports/api-schemas';
import { periodLabel, periodTick } from '@/features/reports/date-ranges';

const BRAND = '#0f6f93';
const TEAL = '#0e8f86';
const INK = '#566672';
const GRID = '#dde5eb';

/** Axis ticks in whole dollars: "$1.2k", "$950". */
function dollarsTick(value: number): string {
  if (Math.abs(value) >= 1000) return `$${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
}

const tooltipStyle = { borderRadius: 8, border: `1px solid ${GRID}`, fontSize: 13 };

interface SalesOverTimeChartProps {
  series: SalesReportReply['series'];
  granularity: Granularity;
}

/**
 * Net sales (bars) and orders (line) per period. The chart is a picture for sighted users; the
 * table beside it carries the same numbers for everyone (role="img" with a summary).
 */
export function SalesOverTimeChart({ series, granularity }: SalesOverTimeChartProps) {
  const data = series.map((p) => ({ period: p.period, tick: periodTick(p.period, granularity), netSales: p.netSalesCents / 100, orders: p.orders }));
  const best = series.reduce<(typeof series)[number] | undefined>((top, p) => (!top || p.netSalesCents > top.netSalesCents ? p : top), undefined);
  const summary = best
    ? `Bar chart of net sales and line of orders per ${granularity} for ${series.length} periods; highest net sales ${formatMoney(best.netSalesCents)} (${periodLabel(best.period, granularity)}). The table below lists every figure.`
    : 'No periods to chart.';
  return (
    <div className="report-chart" role="img" aria-label={summary}>
      <ComposedChart data={data} responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="tick" tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={12} />
        <YAxis yAxisId="sales" tickFormatter={dollarsTick} tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={false} width={36} />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(_, payload) => {
            const period = (payload?.[0]?.payload as { period?: string } | undefined)?.period;
            return period ? periodLabel(period, granularity) : '';
          }}
          formatter={(value, name) => (name === 'Net sales' ? formatMoney(Math.round(Number(value) * 100)) : String(value))}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar yAxisId="sales" dataKey="netSales" name="Net sales" fill={BRAND} radius={[3, 3, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        <Line yAxisId="orders" dataKey="orders" name="Orders" type="monotone" stroke={TEAL} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </ComposedChart>
    </div>
  );
}

interface ShareChartProps {
  /** What the bars are ("brand", "manufacturer"). */
  noun: string;
  rows: { name: string; salesCents: number }[];
}

const TOP = 10;

/** Sales of the top brands or manufacturers as horizontal bars. */
export function SalesShareChart({ noun, rows }: ShareChartProps) {
  const top = [...rows].sort((a, b) => b.salesCents - a.salesCents).slice(0, TOP);
  const data = top.map((r) => ({ name: r.name, sales: r.salesCents / 100 }));
  const summary = top.length
    ? `Bar chart of sales by ${noun}${rows.length > TOP ? `, top ${TOP} of ${rows.length}` : ''}; highest ${top[0]!.name} with ${formatMoney(top[0]!.salesCents)}. The table lists every figure.`
    : `No sales by ${noun}.`;
  return (
    <div className="report-chart" role="img" aria-label={summary}>
      <BarChart data={data} layout="vertical" responsive style={{ width: '100%', height: Math.max(120, 40 + top.length * 34) }} margin={{ top: 4, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" tickFormatter={dollarsTick} tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} />
        <YAxis type="category" dataKey="name" width={140} tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={tooltipStyle} formatter={(value) => formatMoney(Math.round(Number(value) * 100))} />
        <Bar dataKey="sales" name="Sales" fill={BRAND} radius={[0, 3, 3, 0]} maxBarSize={22} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
