import type { PrescriptionExpirationChanged } from './events';
import { findPrescription } from './find-prescription';
import type { PatientPrescriptionsState } from './prescription-decider';
import { expirationDateError } from './prescription-rules';
import { invalid } from './validate-details';

export interface ChangePrescriptionExpiration {
  prescriptionId: string;
  patientAccountNo: string;
  prescriptionExpirationDate: string;
  today: string;
}

/** `/prescription/updateexpiration`: a real date after today and at most 4 years ahead; the same date records nothing. */
export function decideChangePrescriptionExpiration(cmd: ChangePrescriptionExpiration, state: PatientPrescriptionsState): PrescriptionExpirationChanged[] {
  const current = findPrescription(state, cmd.prescriptionId);
  const error = expirationDateError(cmd.prescriptionExpirationDate, cmd.today);
  if (error) throw invalid('prescriptionExpirationDate', error);
  if (cmd.prescriptionExpirationDate === current.prescriptionExpirationDate) return [];
  return [
    {
      type: 'PrescriptionExpirationChanged',
      data: { prescriptionId: cmd.prescriptionId, patientAccountNo: cmd.patientAccountNo, prescriptionExpirationDate: cmd.prescriptionExpirationDate },
    },
  ];
}
