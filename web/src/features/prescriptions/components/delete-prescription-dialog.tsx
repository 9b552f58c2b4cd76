import { Alert } from '@/components/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { PrescriptionView as Prescription } from '@domain/prescriptions/api-schemas';
import { useUpdatePrescriptionState } from '@/features/prescriptions/api/update-prescription-state';

/** Confirms deleting a prescription (/prescription/updatestate with state 'deleted'). */
export function DeletePrescriptionDialog({ prescription, onClose }: { prescription: Prescription | null; onClose: () => void }) {
  const remove = useUpdatePrescriptionState();
  return (
    <ConfirmDialog
      open={!!prescription}
      title="Delete prescription?"
      description={prescription ? <p>“{prescription.prescriptionNickname}” will no longer be listed for this patient or available for orders.</p> : null}
      cancelLabel="Keep it"
      confirmLabel="Delete prescription"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!prescription) return;
        remove.mutate({ id: prescription.id, patientAccountNo: prescription.patientAccountNo, state: 'deleted' }, { onSuccess: () => { remove.reset(); onClose(); } });
      }}
    >
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </ConfirmDialog>
  );
}
