import { describeStrategy, MARKUP_TYPE_LABELS } from '@domain/pricing/describe-strategy';
import { formatMoney } from '@domain/pricing/money';
import { PRICE_TIERS, type PriceTier, TIER_LABELS } from '@domain/pricing/tiers';
import type { LevelView, PricingLocation } from '@domain/pricing/api-schemas';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useExportPricing } from '@/features/pricing/api/export-pricing';
import { usePricingLocations } from '@/features/pricing/api/get-pricing-locations';
import './pricing.css';

const dollars = (n: number) => formatMoney(Math.round(n * 100));

const MONEY = { className: 'col-money money' };
const column = dataColumns<LevelView & { tier: PriceTier }>();
const levelColumns = column.columns([
  column.accessor('tier', { header: 'Supply', meta: { className: '' }, cell: ({ getValue }) => TIER_LABELS[getValue()] }),
  column.accessor('avgCost', { header: 'Average cost', meta: MONEY, cell: ({ getValue }) => dollars(getValue()) }),
  column.accessor('unitPrice', { header: 'Average retail', meta: MONEY, cell: ({ getValue }) => dollars(getValue()) }),
  column.accessor('avgMarkup', {
    header: 'Average markup',
    meta: MONEY,
    cell: ({ row }) => (
      <>
        {dollars(row.original.avgMarkup)} <span className="muted">({row.original.avgMarkupPercent}%)</span>
      </>
    ),
  }),
]);

export interface PricingLinks {
  strategy: (locationId: string) => string;
  products: (locationId: string) => string;
}

function LocationCard({ location, links }: { location: PricingLocation; links: PricingLinks }) {
  const headingId = `pricing-${location.locationId}`;
  return (
    <section className="card card--padded" aria-labelledby={headingId}>
      <div className="pricing-location__header">
        <h2 id={headingId} className="pricing-location__name">
          {location.name}
        </h2>
        <span className="badge badge--neutral">{MARKUP_TYPE_LABELS[location.strategy.markupType]}</span>
      </div>
      <ul className="pricing-location__words">
        {describeStrategy(location.strategy).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {location.strategy.markupType === 'custom' ? <li>{location.ruleCount === 1 ? '1 custom rule.' : `${location.ruleCount} custom rules.`}</li> : null}
        {location.favoriteCount > 0 ? <li>{location.favoriteCount === 1 ? '1 favorite product.' : `${location.favoriteCount} favorite products.`}</li> : null}
      </ul>
      {location.lastChange ? (
        <p className="muted">
          Last changed {formatInstantDate(location.lastChange.at)}
          {location.lastChange.name ? ` by ${location.lastChange.name}` : ''}.
        </p>
      ) : (
        <p className="muted">Never changed: suggested pricing.</p>
      )}
      {location.levels ? (
        <DataTable
          columns={levelColumns}
          data={PRICE_TIERS.map((tier) => ({ tier, ...location.levels![tier] }))}
          getRowId={(row) => row.tier}
          caption={`Average cost, retail and markup per box at ${location.name}, over ${location.productCount} products`}
          className="pricing-levels"
          rowHeader="tier"
        />
      ) : null}
      <div className="pricing-location__actions">
        <ButtonLink to={links.strategy(location.locationId)} variant="secondary" size="sm" aria-label={`Edit pricing strategy for ${location.name}`}>
          Edit pricing strategy
        </ButtonLink>
        <ButtonLink to={links.products(location.locationId)} variant="ghost" size="sm" aria-label={`Product pricing for ${location.name}`}>
          Product pricing
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * /location/pricing: each of the caller's locations (an administrator sees all of theirs) with its
 * strategy in words and the average cost, retail and markup per supply tier; links to edit the
 * strategy and to product pricing, and the CSV export of every location's prices.
 */
export function PricingOverview({ links }: { links: PricingLinks }) {
  const locations = usePricingLocations();
  const exporter = useExportPricing();
  if (locations.isPending) return <Spinner label="Loading your pricing…" />;
  if (locations.isError) return <Alert tone="error">{PRICING_MESSAGES.loadFailed}</Alert>;
  const ids = locations.data.locations.map((l) => l.locationId);
  return (
    <div className="stack-lg">
      <div className="section-bar">
        <p className="muted">
          Retail prices per box are what your patients pay. A supply of six months or more is priced at the semi-annual level, a year or more at the annual level.
        </p>
        <Button variant="secondary" onClick={() => exporter.mutate(ids)} loading={exporter.isPending}>
          Export CSV
        </Button>
      </div>
      {exporter.isError ? <Alert tone="error">The pricing export could not be created. Please try again.</Alert> : null}
      <div className="pricing-locations">
        {locations.data.locations.map((location) => (
          <LocationCard key={location.locationId} location={location} links={links} />
        ))}
      </div>
    </div>
  );
}
