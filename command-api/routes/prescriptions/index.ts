import { changePrescriptionExpirationRoute } from './change-prescription-expiration';
import { changePrescriptionNicknameRoute } from './change-prescription-nickname';
import { createPrescriptionRoute } from './create-prescription';
import { updatePrescriptionRoute } from './update-prescription';
import { updatePrescriptionStateRoute } from './update-prescription-state';

/** Command routes of prescriptions (issue #4, spec point 7 "/prescription/…"). */
export const prescriptionsCommandRoutes = [createPrescriptionRoute, updatePrescriptionRoute, updatePrescriptionStateRoute, changePrescriptionNicknameRoute, changePrescriptionExpirationRoute];
