import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RunQueryReply } from '@domain/analysis/api-schemas';
import { SelectField } from '@/components/select-field';

const INK = '#566672';
const GRID = '#dde5eb';
const FILL = '#0f6f93';

export interface ChartChoice {
  x: string;
  y: string;
  kind: 'line' | 'bar';
}

/** The chart a result starts with: the starter query's, else the first column against the first numeric one after it. */
export function defaultChart(reply: RunQueryReply, preferred?: ChartChoice | null): ChartChoice | null {
  const names = reply.columns.map((c) => c.name);
  if (preferred && names.includes(preferred.x) && names.includes(preferred.y)) return preferred;
  const x = reply.columns[0];
  const y = reply.columns.find((c, i) => i > 0 && c.numeric);
  return x && y ? { x: x.name, y: y.name, kind: 'bar' } : null;
}

/**
 * A line or bar chart of two chosen columns of the page shown (issue #32). A picture for sighted
 * users; the table carries every number (role="img" with a summary).
 */
export function ResultChart({ reply, choice, onChoice }: { reply: RunQueryReply; choice: ChartChoice | null; onChoice: (c: ChartChoice) => void }) {
  const numeric = reply.columns.filter((c) => c.numeric);
  if (!choice || numeric.length === 0) return <p className="muted">A chart needs a column of numbers in the result.</p>;
  const xi = reply.columns.findIndex((c) => c.name === choice.x);
  const yi = reply.columns.findIndex((c) => c.name === choice.y);
  const data = reply.rows.map((r) => ({ x: r[xi] === null ? 'NULL' : String(r[xi]), y: typeof r[yi] === 'number' ? r[yi] : Number(r[yi]) }));
  const summary = `${choice.kind === 'line' ? 'Line' : 'Bar'} chart of ${choice.y} by ${choice.x} over the ${data.length} rows shown. The table lists every value.`;
  const Chart = choice.kind === 'line' ? LineChart : BarChart;
  return (
    <section className="card card--padded stack-sm analysis-chart" aria-labelledby="analysis-chart-title">
      <h2 id="analysis-chart-title" className="section-title">
        Chart
      </h2>
      <div className="analysis-chart__controls">
        <SelectField label="X axis" value={choice.x} options={reply.columns.map((c) => [c.name, c.name] as const)} onChange={(e) => onChoice({ ...choice, x: e.target.value })} />
        <SelectField label="Y axis" value={choice.y} options={numeric.map((c) => [c.name, c.name] as const)} onChange={(e) => onChoice({ ...choice, y: e.target.value })} />
        <SelectField
          label="Chart type"
          value={choice.kind}
          options={[
            ['bar', 'Bars'],
            ['line', 'Line'],
          ]}
          onChange={(e) => onChoice({ ...choice, kind: e.target.value === 'line' ? 'line' : 'bar' })}
        />
      </div>
      <div role="img" aria-label={summary}>
        <Chart data={data} responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="x" tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={8} />
          <YAxis tick={{ fill: INK, fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip contentStyle={{ borderRadius: 8, border: `1px solid ${GRID}`, fontSize: 13 }} />
          {choice.kind === 'line' ? (
            <Line dataKey="y" name={choice.y} stroke={FILL} strokeWidth={2} dot={false} isAnimationActive={false} />
          ) : (
            <Bar dataKey="y" name={choice.y} fill={FILL} radius={[3, 3, 0, 0]} maxBarSize={32} isAnimationActive={false} />
          )}
        </Chart>
      </div>
    </section>
  );
}
