import type { PrescriptionEvent } from '../prescriptions/events';

/**
 * What invites need of a patient's prescriptions (stream `patient-rx-{accountNumber}`, D-060):
 * each prescription's expiration date and whether it is deleted. A tiny fold of its own, so this
 * context does not depend on the prescriptions decider.
 */
export interface PrescriptionSummary {
  byId: Record<string, { expirationDate: string; deleted: boolean }>;
}

export const initialPrescriptionSummary = (): PrescriptionSummary => ({ byId: {} });

export function evolvePrescriptionSummary(state: PrescriptionSummary, event: PrescriptionEvent): PrescriptionSummary {
  const d = event.data as { prescriptionId?: string };
  const id = d.prescriptionId;
  if (!id) return state;
  const prev = state.byId[id];
  switch (event.type) {
    case 'PrescriptionCreated':
    case 'PrescriptionUpdated':
      return { byId: { ...state.byId, [id]: { expirationDate: event.data.prescriptionExpirationDate, deleted: prev?.deleted ?? false } } };
    case 'PrescriptionExpirationChanged':
      return prev ? { byId: { ...state.byId, [id]: { ...prev, expirationDate: event.data.prescriptionExpirationDate } } } : state;
    case 'PrescriptionStateChanged':
      return prev ? { byId: { ...state.byId, [id]: { ...prev, deleted: event.data.state === 'deleted' } } } : state;
    default:
      return state;
  }
}

/** The latest expiration date among prescriptions that are not deleted (YYYY-MM-DD), or null. */
export function activePrescriptionUntil(state: PrescriptionSummary): string | null {
  let max: string | null = null;
  for (const p of Object.values(state.byId)) {
    if (!p.deleted && p.expirationDate && (max === null || p.expirationDate > max)) max = p.expirationDate;
  }
  return max;
}

/** Current = not deleted and the expiration date is after today (both YYYY-MM-DD). */
export const hasCurrentPrescription = (until: string | null, today: string) => until !== null && until.slice(0, 10) > today;

export const prescriptionSummaryDecider = { initialState: initialPrescriptionSummary, evolve: evolvePrescriptionSummary };
