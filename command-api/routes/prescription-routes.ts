import { createPrescriptionRoute } from './prescription/create';
import { updatePrescriptionRoute } from './prescription/update';
import { updatePrescriptionExpirationRoute } from './prescription/updateexpiration';
import { updatePrescriptionNicknameRoute } from './prescription/updatenickname';
import { updatePrescriptionStateRoute } from './prescription/updatestate';

/** Command routes of prescriptions (issue #4, spec point 7 "/prescription/…"). */
export const prescriptionRoutes = [createPrescriptionRoute, updatePrescriptionRoute, updatePrescriptionStateRoute, updatePrescriptionNicknameRoute, updatePrescriptionExpirationRoute];
