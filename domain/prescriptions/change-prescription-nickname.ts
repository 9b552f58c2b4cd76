import { cleanText } from '../shared/validation';
import type { PrescriptionNicknameChanged } from './events';
import { findPrescription } from './find-prescription';
import type { PatientPrescriptionsState } from './prescription-decider';
import { nicknameError } from './prescription-rules';
import { invalid } from './validate-details';

export interface ChangePrescriptionNickname {
  prescriptionId: string;
  patientAccountNo: string;
  prescriptionNickname: string;
}

/** `/prescription/updatenickname`: nickname required, cut at 250 characters; the same nickname records nothing. */
export function decideChangePrescriptionNickname(cmd: ChangePrescriptionNickname, state: PatientPrescriptionsState): PrescriptionNicknameChanged[] {
  const current = findPrescription(state, cmd.prescriptionId);
  const error = nicknameError(cmd.prescriptionNickname);
  if (error) throw invalid('prescriptionNickname', error);
  const nickname = cleanText(cmd.prescriptionNickname);
  if (nickname === current.prescriptionNickname) return [];
  return [{ type: 'PrescriptionNicknameChanged', data: { prescriptionId: cmd.prescriptionId, patientAccountNo: cmd.patientAccountNo, prescriptionNickname: nickname } }];
}
