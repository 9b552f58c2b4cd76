import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PricingOverview } from '@/features/pricing/components/pricing-overview';
import { useDocumentTitle } from '@/hooks/use-document-title';

const links = {
  strategy: (locationId: string) => paths.location.pricingStrategy.getHref(locationId),
  products: (locationId: string) => `${paths.location.productPricing.getHref()}?locationId=${encodeURIComponent(locationId)}`,
};

/** /location/pricing (spec point 2): the pricing of the caller's locations at a glance. */
export default function PricingRoute() {
  useDocumentTitle('Pricing');
  return (
    <>
      <PageHeader title="Pricing" description="Your pricing strategy and what your patients pay per box, for each of your locations." />
      <PricingOverview links={links} />
    </>
  );
}
