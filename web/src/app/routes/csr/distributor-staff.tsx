import { RouteHeader } from '@/components/route-header';
import { DistributorStaffList } from '@/features/distributor-staff/components/distributor-staff-list';
import { HistoryPanel } from '@/features/history/components/history-panel';

/** /csr/distributor-staff (issues #32, #33): the CSR manages analysts and operators. */
export default function DistributorStaffRoute() {
  return (
    <>
      <RouteHeader
        title="Distributor Staff"
        description="Lensloop’s analysts and operators: invite them, send an invitation again, deactivate or restore their access. They always sign in with a texted code."
      />
      <DistributorStaffList history={(row, label) => <HistoryPanel recordType="distributor-staff" recordId={row.accountNumber} label={label} />} />
    </>
  );
}
