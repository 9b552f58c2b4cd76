import type { EyeRx, PrescriptionUpdated } from './events';
import { findPrescription } from './find-prescription';
import type { PatientPrescriptionsState } from './prescription-decider';
import { validDetails } from './validate-details';

export interface UpdatePrescription {
  prescriptionId: string;
  patientAccountNo: string;
  /** The practice and location acting now (the prescription moves to them). */
  practiceId: string;
  locationId: string;
  prescriptionExpirationDate: string;
  /** Left out: kept as they are (decision D-064). `null` for an eye removes it. */
  prescriptionNickname?: string;
  dateOfService?: string;
  prescriber?: string;
  sameForBothEyes?: boolean;
  rightEyeRx?: EyeRx | null;
  leftEyeRx?: EyeRx | null;
  today: string;
  dateOfServiceEnabled: boolean;
}

/** `/prescription/update`: the new details replace the old ones (PrescriptionUpdated); no change records nothing. */
export function decideUpdatePrescription(cmd: UpdatePrescription, state: PatientPrescriptionsState): PrescriptionUpdated[] {
  const current = findPrescription(state, cmd.prescriptionId);
  const details = validDetails(
    {
      prescriptionNickname: cmd.prescriptionNickname ?? current.prescriptionNickname,
      prescriptionExpirationDate: cmd.prescriptionExpirationDate,
      dateOfService: cmd.dateOfService ?? current.dateOfService,
      prescriber: cmd.prescriber ?? current.prescriber,
      sameForBothEyes: cmd.sameForBothEyes ?? current.sameForBothEyes,
      rightEyeRx: cmd.rightEyeRx === undefined ? (current.rightEyeRx ?? null) : cmd.rightEyeRx,
      leftEyeRx: cmd.leftEyeRx === undefined ? (current.leftEyeRx ?? null) : cmd.leftEyeRx,
    },
    cmd.today,
    cmd.dateOfServiceEnabled,
  );
  const before = JSON.stringify({
    n: current.prescriptionNickname, e: current.prescriptionExpirationDate, d: current.dateOfService, p: current.prescriber, s: current.sameForBothEyes,
    r: current.rightEyeRx ?? null, l: current.leftEyeRx ?? null, pr: current.practiceId, lo: current.locationId,
  });
  const after = JSON.stringify({
    n: details.prescriptionNickname, e: details.prescriptionExpirationDate, d: details.dateOfService, p: details.prescriber, s: details.sameForBothEyes,
    r: details.rightEyeRx ?? null, l: details.leftEyeRx ?? null, pr: cmd.practiceId, lo: cmd.locationId,
  });
  if (before === after) return [];
  return [
    {
      type: 'PrescriptionUpdated',
      data: { prescriptionId: cmd.prescriptionId, patientAccountNo: cmd.patientAccountNo, practiceId: cmd.practiceId, locationId: cmd.locationId, ...details },
    },
  ];
}
