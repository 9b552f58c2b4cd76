import { type ReactNode, useState } from 'react';
import { GRANULARITIES, type Granularity } from '@domain/reports/api-schemas';
import type { LINE_COMPARE_FIGURES, SALES_COMPARE_FIGURES } from '@domain/time-travel/api-schemas';
import { type CompareSalesReply } from '@domain/time-travel/api-schemas';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useCompareSales } from '../api/compare-sales';
import { ComparisonFrame } from './comparison-banner';
import { type ComparedColumn, ComparisonTable, FigureSummary } from './comparison-table';
import './time-travel.css';

type SalesKey = (typeof SALES_COMPARE_FIGURES)[number];
type LineKey = (typeof LINE_COMPARE_FIGURES)[number];

const SUMMARY: (ComparedColumn<SalesKey> & { label: string })[] = [
  { key: 'orders', header: 'Orders', label: 'Orders', kind: 'count' },
  { key: 'boxes', header: 'Boxes', label: 'Boxes', kind: 'count' },
  { key: 'units', header: 'Lenses', label: 'Lenses', kind: 'count' },
  { key: 'netSalesCents', header: 'Net sales', label: 'Net sales', kind: 'money' },
  { key: 'discountCents', header: 'Discounts', label: 'Discounts', kind: 'money' },
  { key: 'insuranceCents', header: 'Insurance', label: 'Insurance applied', kind: 'money' },
  { key: 'costCents', header: 'Cost', label: 'Cost of the boxes', kind: 'money' },
  { key: 'marginCents', header: 'Margin', label: 'Margin', kind: 'money' },
  { key: 'averageOrderValueCents', header: 'Avg. order', label: 'Average order value', kind: 'money' },
];
const SALES_COLUMNS: ComparedColumn<SalesKey>[] = [
  { key: 'orders', header: 'Orders', kind: 'count' },
  { key: 'netSalesCents', header: 'Net sales', kind: 'money' },
  { key: 'marginCents', header: 'Margin', kind: 'money' },
];
const LINE_COLUMNS: ComparedColumn<LineKey>[] = [
  { key: 'orders', header: 'Orders', kind: 'count' },
  { key: 'boxes', header: 'Boxes', kind: 'count' },
  { key: 'salesCents', header: 'Sales', kind: 'money' },
];
const GRANULARITY_LABELS: Record<Granularity, string> = { day: 'Day', week: 'Week', month: 'Month' };
type Range = { from?: string; to?: string; granularity: Granularity };
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The sales dashboard as it stood at a snapshot beside today's (issue #32): the same dates read
 * both ways, each figure then → now with its change, the periods, brands, manufacturers,
 * locations and staff members that differ marked. The dates default to the dashboard's 30 days,
 * ending on the snapshot's day.
 */
export function SalesComparison({ snapshotId, onClose }: { snapshotId: string; onClose: () => void }) {
  const [range, setRange] = useState<Range>({ granularity: 'week' });
  const compare = useCompareSales({ asOf: snapshotId, from: range.from, to: range.to, granularity: range.granularity });
  return (
    <ComparisonFrame query={compare} onClose={onClose}>
      {(data) => <SalesFigures data={data} range={range} setRange={setRange} />}
    </ComparisonFrame>
  );
}

function SalesFigures({ data, range, setRange }: { data: CompareSalesReply; range: Range; setRange: (r: Range) => void }) {
  const rangeText = `from ${usDay(data.from)} to ${usDay(data.to)}`;
  return (
    <>
      <div className="comparison-toolbar card card--padded" role="group" aria-label="Dates compared">
        <TextField label="From" type="date" value={data.from} max={data.to} onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value, to: data.to })} />
        <TextField label="To" type="date" value={data.to} min={data.from} onChange={(e) => e.target.value && setRange({ ...range, from: data.from, to: e.target.value })} />
        <SelectField label="Group by" options={GRANULARITIES.map((g) => [g, GRANULARITY_LABELS[g]] as const)} value={range.granularity} onChange={(e) => setRange({ ...range, granularity: e.target.value as Granularity })} />
      </div>
      <section className="card card--padded stack-md" aria-labelledby="compare-summary-heading">
        <h2 id="compare-summary-heading" className="section-title">
          Sales {rangeText}: then and now
        </h2>
        <FigureSummary caption={`Sales ${rangeText}, then and now`} figures={data.summary} columns={SUMMARY} />
      </section>
      <Section id="compare-periods" title={`By ${data.granularity}`}>
        <ComparisonTable
          caption={`Sales by ${data.granularity} ${rangeText}, then and now`}
          rowHeader="Period"
          rows={[...data.series].reverse().map((p) => ({ key: p.period, name: p.period === p.periodEnd ? usDay(p.period) : `${usDay(p.period)} – ${usDay(p.periodEnd)}`, changed: p.changed, figures: p.figures }))}
          columns={SALES_COLUMNS}
        />
      </Section>
      <Section id="compare-brands" title="By brand">
        <ComparisonTable caption={`Sales by brand ${rangeText}, then and now`} rowHeader="Brand" rows={lineRows(data.byBrand, (b) => b.brandId)} columns={LINE_COLUMNS} />
      </Section>
      <Section id="compare-manufacturers" title="By manufacturer">
        <ComparisonTable caption={`Sales by manufacturer ${rangeText}, then and now`} rowHeader="Manufacturer" rows={lineRows(data.byManufacturer, (m) => m.manufacturerId)} columns={LINE_COLUMNS} />
      </Section>
      <Section id="compare-locations" title="By location">
        <ComparisonTable caption={`Sales by location ${rangeText}, then and now`} rowHeader="Location" rows={data.byLocation.map((l) => ({ key: l.locationId, name: l.name, changed: l.changed, figures: l.figures }))} columns={SALES_COLUMNS} />
      </Section>
      <Section id="compare-staff" title="By staff member">
        <ComparisonTable
          caption={`Sales by staff member ${rangeText}, then and now`}
          rowHeader="Placed by"
          rows={data.byStaff.map((s) => ({ key: s.accountNumber ?? 'patient', name: s.accountNumber === null ? 'Patients online' : s.name, changed: s.changed, figures: s.figures }))}
          columns={SALES_COLUMNS}
        />
      </Section>
    </>
  );
}

function lineRows<R extends CompareSalesReply['byBrand'][number] | CompareSalesReply['byManufacturer'][number]>(rows: R[], keyOf: (r: R) => string) {
  return rows.map((r) => ({ key: keyOf(r), name: r.name, changed: r.changed, figures: r.figures }));
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card card--padded stack-md" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {title}
      </h2>
      <div className="comparison-scroll">{children}</div>
    </section>
  );
}
