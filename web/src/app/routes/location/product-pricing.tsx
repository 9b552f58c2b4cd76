import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PricingLocationPage } from '@/features/pricing/components/pricing-location-page';
import { ProductPricing } from '@/features/pricing/components/product-pricing';

/** /location/product-pricing?locationId= (spec point 2): product prices of one location. */
export default function ProductPricingRoute() {
  const [, setParams] = useSearchParams();
  return (
    <PricingLocationPage
      title="Product pricing"
      description="Cost, retail and markup per box for every product, at single, semi-annual and annual supplies."
      onPick={(id) => setParams(new URLSearchParams({ locationId: id }))}
    >
      {(locationId) => <ProductPricing key={locationId} locationId={locationId} strategyHref={paths.location.pricingStrategy.getHref(locationId)} />}
    </PricingLocationPage>
  );
}
