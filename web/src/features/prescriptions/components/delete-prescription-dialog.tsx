import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { PrescriptionView as Prescription } from '@domain/prescriptions/api-schemas';
import { useUpdatePrescriptionState } from '@/features/prescriptions/api/update-prescription-state';

/** Confirms deleting a prescription (/prescription/updatestate with state 'deleted'). */
export function DeletePrescriptionDialog({ prescription, onClose }: { prescription: Prescription | null; onClose: () => void }) {
  const remove = useUpdatePrescriptionState();
  return (
    <Dialog
      open={!!prescription}
      onClose={onClose}
      title="Delete prescription?"
      description={prescription ? <p>“{prescription.prescriptionNickname}” will no longer be listed for this patient or available for orders.</p> : null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!prescription) return;
              remove.mutate({ id: prescription.id, patientAccountNo: prescription.patientAccountNo, state: 'deleted' }, { onSuccess: () => { remove.reset(); onClose(); } });
            }}
          >
            Delete prescription
          </Button>
        </>
      }
    >
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </Dialog>
  );
}
