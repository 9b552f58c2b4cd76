import { Link, useSearchParams } from 'react-router-dom';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { usePricingLocations } from '@/features/pricing/api/get-pricing-locations';
import { LocationPicker } from '@/features/pricing/components/location-picker';
import { ProductPricing } from '@/features/pricing/components/product-pricing';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/product-pricing?locationId= (spec point 2): product prices of one location. */
export default function ProductPricingRoute() {
  useDocumentTitle('Product pricing');
  const [params, setParams] = useSearchParams();
  const locations = usePricingLocations();
  const list = locations.data?.locations ?? [];
  const locationId = params.get('locationId') ?? list[0]?.locationId ?? null;
  const location = list.find((l) => l.locationId === locationId);
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.location.pricing.getHref()}>Pricing</Link>
          </li>
          <li aria-current="page">Product pricing</li>
        </ol>
      </nav>
      <PageHeader
        title="Product pricing"
        eyebrow={location?.name}
        description="Cost, retail and markup per box for every product, at single, semi-annual and annual supplies."
        actions={locationId ? <LocationPicker locations={list} value={locationId} onChange={(id) => setParams(new URLSearchParams({ locationId: id }))} /> : null}
      />
      {locations.isPending ? (
        <Spinner label="Loading your locations…" />
      ) : locations.isError ? (
        <Alert tone="error">{PRICING_MESSAGES.loadFailed}</Alert>
      ) : locationId && location ? (
        <ProductPricing key={locationId} locationId={locationId} strategyHref={paths.location.pricingStrategy.getHref(locationId)} />
      ) : (
        <Alert tone="error">This location is not one of yours.</Alert>
      )}
    </>
  );
}
