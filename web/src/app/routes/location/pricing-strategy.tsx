import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PricingLocationPage } from '@/features/pricing/components/pricing-location-page';
import { StrategyEditor } from '@/features/pricing/components/strategy-form';

/** /location/pricing-strategy?locationId= (spec point 2): edit one location's pricing strategy. */
export default function PricingStrategyRoute() {
  const navigate = useNavigate();
  const productsHref = (locationId: string) => `${paths.location.productPricing.getHref()}?locationId=${encodeURIComponent(locationId)}`;
  return (
    <PricingLocationPage
      title="Pricing strategy"
      description="How retail prices per box are set from your cost. Orders placed after you save use the new prices; earlier carts and orders keep theirs."
      onPick={(id) => navigate(paths.location.pricingStrategy.getHref(id))}
    >
      {(locationId) => <StrategyEditor key={locationId} locationId={locationId} productsHref={productsHref(locationId)} backHref={paths.location.pricing.getHref()} />}
    </PricingLocationPage>
  );
}
