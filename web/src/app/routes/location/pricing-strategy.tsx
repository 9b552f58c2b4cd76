import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { usePricingLocations } from '@/features/pricing/api/get-pricing-locations';
import { LocationPicker } from '@/features/pricing/components/location-picker';
import { StrategyEditor } from '@/features/pricing/components/strategy-form';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/pricing-strategy?locationId= (spec point 2): edit one location's pricing strategy. */
export default function PricingStrategyRoute() {
  useDocumentTitle('Pricing strategy');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locations = usePricingLocations();
  const list = locations.data?.locations ?? [];
  const locationId = params.get('locationId') ?? list[0]?.locationId ?? null;
  const location = list.find((l) => l.locationId === locationId);
  const productsHref = locationId ? `${paths.location.productPricing.getHref()}?locationId=${encodeURIComponent(locationId)}` : paths.location.productPricing.getHref();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.location.pricing.getHref()}>Pricing</Link>
          </li>
          <li aria-current="page">Pricing strategy</li>
        </ol>
      </nav>
      <PageHeader
        title="Pricing strategy"
        eyebrow={location?.name}
        description="How retail prices per box are set from your cost. Orders placed after you save use the new prices; earlier carts and orders keep theirs."
        actions={locationId ? <LocationPicker locations={list} value={locationId} onChange={(id) => navigate(paths.location.pricingStrategy.getHref(id))} /> : null}
      />
      {locations.isPending ? (
        <Spinner label="Loading your locations…" />
      ) : locations.isError ? (
        <Alert tone="error">{PRICING_MESSAGES.loadFailed}</Alert>
      ) : locationId && location ? (
        <StrategyEditor key={locationId} locationId={locationId} productsHref={productsHref} backHref={paths.location.pricing.getHref()} />
      ) : (
        <Alert tone="error">This location is not one of yours.</Alert>
      )}
    </>
  );
}
