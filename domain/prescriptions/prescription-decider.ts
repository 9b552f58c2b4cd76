import type { EyeRx, PrescriptionDetails, PrescriptionEvent, PrescriptionRecordState } from './events';

/** One prescription as the patient's stream knows it. */
export interface PrescriptionRecord extends PrescriptionDetails {
  prescriptionId: string;
  patientAccountNo: string;
  practiceId: string;
  locationId: string;
  state: PrescriptionRecordState;
  createdInPms: boolean;
}

/** The state of a patient's prescription stream (`patient-rx-{accountNumber}`): every prescription by id. */
export interface PatientPrescriptionsState {
  prescriptions: Record<string, PrescriptionRecord>;
}

export const initialPrescriptionsState = (): PatientPrescriptionsState => ({ prescriptions: {} });

function patch(state: PatientPrescriptionsState, id: string, change: Partial<PrescriptionRecord>): PatientPrescriptionsState {
  const current = state.prescriptions[id];
  if (!current) return state;
  return { prescriptions: { ...state.prescriptions, [id]: { ...current, ...change } } };
}

export function evolvePrescriptions(state: PatientPrescriptionsState, event: PrescriptionEvent): PatientPrescriptionsState {
  switch (event.type) {
    case 'PrescriptionCreated': {
      const { createdInPms, ...d } = event.data;
      return { prescriptions: { ...state.prescriptions, [d.prescriptionId]: { ...d, state: 'active', createdInPms: createdInPms ?? false } } };
    }
    case 'PrescriptionUpdated': {
      const d = event.data;
      const current = state.prescriptions[d.prescriptionId];
      if (!current) return state;
      const next: PrescriptionRecord = {
        ...current,
        practiceId: d.practiceId,
        locationId: d.locationId,
        prescriptionNickname: d.prescriptionNickname,
        prescriptionExpirationDate: d.prescriptionExpirationDate,
        dateOfService: d.dateOfService,
        prescriber: d.prescriber,
        sameForBothEyes: d.sameForBothEyes,
        rightEyeRx: d.rightEyeRx ?? null,
        leftEyeRx: d.leftEyeRx ?? null,
      };
      return { prescriptions: { ...state.prescriptions, [d.prescriptionId]: next } };
    }
    case 'PrescriptionNicknameChanged':
      return patch(state, event.data.prescriptionId, { prescriptionNickname: event.data.prescriptionNickname });
    case 'PrescriptionExpirationChanged':
      return patch(state, event.data.prescriptionId, { prescriptionExpirationDate: event.data.prescriptionExpirationDate });
    case 'PrescriptionStateChanged':
      return patch(state, event.data.prescriptionId, { state: event.data.state });
    default:
      return state;
  }
}

export const prescriptionsDecider = { initialState: initialPrescriptionsState, evolve: evolvePrescriptions };

/** The prescriptions a list shows: not deleted. */
export const livePrescriptions = (state: PatientPrescriptionsState): PrescriptionRecord[] => Object.values(state.prescriptions).filter((p) => p.state === 'active');

/** Two eyes equal for "same for both eyes" purposes. */
export const sameEye = (a: EyeRx | null | undefined, b: EyeRx | null | undefined): boolean => (a?.variantId ?? null) === (b?.variantId ?? null);
