import type { PrescriptionCreated, PrescriptionDetails } from './events';
import type { PatientPrescriptionsState } from './prescription-decider';
import { validDetails } from './validate-details';

export interface CreatePrescription {
  prescriptionId: string;
  patientAccountNo: string;
  practiceId: string;
  locationId: string;
  /** Eyes already checked against the catalog (resolve-eye.ts). */
  details: PrescriptionDetails;
  today: string;
  dateOfServiceEnabled: boolean;
  createdInPms?: boolean;
}

/** `/prescription/create`: a new prescription on the patient's stream. Repeating the same id records nothing. */
export function decideCreatePrescription(cmd: CreatePrescription, state: PatientPrescriptionsState): PrescriptionCreated[] {
  if (state.prescriptions[cmd.prescriptionId]) return [];
  const details = validDetails(cmd.details, cmd.today, cmd.dateOfServiceEnabled);
  return [
    {
      type: 'PrescriptionCreated',
      data: {
        prescriptionId: cmd.prescriptionId,
        patientAccountNo: cmd.patientAccountNo,
        practiceId: cmd.practiceId,
        locationId: cmd.locationId,
        ...details,
        createdInPms: cmd.createdInPms ?? false,
      },
    },
  ];
}
