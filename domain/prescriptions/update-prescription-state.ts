import type { PrescriptionRecordState, PrescriptionStateChanged } from './events';
import { findPrescription } from './find-prescription';
import type { PatientPrescriptionsState } from './prescription-decider';

export interface UpdatePrescriptionState {
  prescriptionId: string;
  patientAccountNo: string;
  state: PrescriptionRecordState;
}

/** `/prescription/updatestate`: 'deleted' removes it from lists, 'active' restores it; the current state records nothing. */
export function decideUpdatePrescriptionState(cmd: UpdatePrescriptionState, state: PatientPrescriptionsState): PrescriptionStateChanged[] {
  const current = findPrescription(state, cmd.prescriptionId, true);
  if (current.state === cmd.state) return [];
  return [{ type: 'PrescriptionStateChanged', data: { prescriptionId: cmd.prescriptionId, patientAccountNo: cmd.patientAccountNo, state: cmd.state } }];
}
