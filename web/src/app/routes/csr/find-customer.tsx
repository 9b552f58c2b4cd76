import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { CustomerSearch } from '@/features/support/components/customer-search';

/** /csr: find customer (spec point 2). */
export default function FindCustomerRoute() {
  return (
    <>
      <RouteHeader
        title="Find Customer"
        description="Search patients and eye-care professionals (ECPs) by name, email or account number, then act as them to help."
        link={{ to: paths.csr.impersonations.getHref(), label: 'Audit trail' }}
      />
      <CustomerSearch />
    </>
  );
}
