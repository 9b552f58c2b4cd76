import { DomainError } from '../shared/errors';
import type { PrescriptionDetails } from './events';
import { dateOfServiceError, expirationDateError, nicknameError, PRESCRIPTION_MESSAGES } from './prescription-rules';

/** Field errors as the API answers them (`fieldErrors`), thrown as one 400. */
export function invalid(field: string, message: string): DomainError {
  return new DomainError('validation', 'VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });
}

/**
 * Every rule of spec point 5 on a prescription's details, against today's date: nickname
 * required, expiration after today and within 4 years, date of service (only when the feature flag
 * is on) required and not in the future, at least one eye. "Same for both eyes" copies OD to OS.
 */
export function validDetails(details: PrescriptionDetails, today: string, dateOfServiceEnabled: boolean): PrescriptionDetails {
  const nick = nicknameError(details.prescriptionNickname);
  if (nick) throw invalid('prescriptionNickname', nick);
  const exp = expirationDateError(details.prescriptionExpirationDate, today);
  if (exp) throw invalid('prescriptionExpirationDate', exp);
  const out: PrescriptionDetails = { ...details };
  if (dateOfServiceEnabled) {
    const dos = dateOfServiceError(details.dateOfService, today);
    if (dos) throw invalid('dateOfService', dos);
  } else {
    delete out.dateOfService;
  }
  if (out.sameForBothEyes) out.leftEyeRx = out.rightEyeRx ?? null;
  if (!out.rightEyeRx && !out.leftEyeRx) throw invalid('rightEyeRx', PRESCRIPTION_MESSAGES.eyeRequired);
  if (!out.prescriber) delete out.prescriber;
  return out;
}
