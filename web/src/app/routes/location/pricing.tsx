import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { PricingOverview } from '@/features/pricing/components/pricing-overview';

const links = {
  strategy: (locationId: string) => paths.location.pricingStrategy.getHref(locationId),
  products: (locationId: string) => `${paths.location.productPricing.getHref()}?locationId=${encodeURIComponent(locationId)}`,
};

/** /location/pricing (spec point 2): the pricing of the caller's locations at a glance. */
export default function PricingRoute() {
  return (
    <>
      <RouteHeader title="Pricing" description="Your pricing strategy and what your patients pay per box, for each of your locations." />
      <PricingOverview links={links} />
    </>
  );
}
