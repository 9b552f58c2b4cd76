import { RouteHeader } from '@/components/route-header';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { PrescriptionsPanel } from '@/features/prescriptions/components/prescriptions-panel';

/** /patient/prescriptions: the signed-in patient's own prescriptions, read-only (spec point 6: patients see only their own). */
export default function PatientPrescriptionsRoute() {
  return (
    <>
      <RouteHeader title="Prescriptions" description="The contact lens prescriptions your eye-care practice has on file for you. To change one, contact your practice." />
      <PrescriptionsPanel
        accountNumber={null}
        canEdit={false}
        hideHeading
        renderActions={(rx) => <HistoryPanel recordType="prescription" recordId={rx.id} label={`prescription ${rx.prescriptionNickname}`} />}
      />
    </>
  );
}
