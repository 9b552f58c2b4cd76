import { DomainError } from '../shared/errors';
import type { PatientPrescriptionsState, PrescriptionRecord } from './prescription-decider';
import { PRESCRIPTION_MESSAGES } from './prescription-rules';

/** The prescription, or 404 'VALUE_NOT_FOUND: Prescription not found.' (spec point 8). A deleted one counts as not found unless `includeDeleted`. */
export function findPrescription(state: PatientPrescriptionsState, id: string, includeDeleted = false): PrescriptionRecord {
  const rx = state.prescriptions[id];
  if (!rx || (rx.state === 'deleted' && !includeDeleted)) throw new DomainError('not_found', 'VALUE_NOT_FOUND', PRESCRIPTION_MESSAGES.notFound);
  return rx;
}
