import { updatePrescriptionInput } from '../../../domain/prescriptions/api-schemas';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { isoDateOf } from '../../../domain/prescriptions/prescription-rules';
import { decideUpdatePrescription } from '../../../domain/prescriptions/update-prescription';
import { featureFlags } from '../../../infra/config/feature-flags';
import { commandRoute } from '../../lib/command-route';
import { PRESCRIPTION_COMMAND, prescriptionReply, prescriptionWriteScope, resolveEye } from './prescription-access';

/**
 * POST /api/prescription/update: id, patientAccountNo and expiration required (spec point 5); the
 * other fields replace the stored ones when given, are kept when left out, and `null` removes an eye
 * (decision D-064). Unknown id → 404 'VALUE_NOT_FOUND: Prescription not found.'.
 */
export const updatePrescriptionRoute = commandRoute(
  { ...PRESCRIPTION_COMMAND, path: '/api/prescription/update', summary: 'Update a prescription', body: updatePrescriptionInput },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await prescriptionWriteScope(ctx, claims, body.patientAccountNo, 'update prescription');
    const rightEyeRx = await resolveEye(ctx.store, body.rightEyeRx);
    const leftEyeRx = body.sameForBothEyes && rightEyeRx !== undefined ? rightEyeRx : await resolveEye(ctx.store, body.leftEyeRx);
    const { id, ...fields } = body;
    const { result } = await handle(
      prescriptionsStream(body.patientAccountNo),
      prescriptionsDecider,
      (state) =>
        decideUpdatePrescription(
          { ...fields, prescriptionId: id, practiceId, locationId, rightEyeRx, leftEyeRx, today: isoDateOf(new Date()), dateOfServiceEnabled: featureFlags().dateOfService },
          state,
        ),
      { step: 'prescription/update' },
    );
    return prescriptionReply(id, body.patientAccountNo, result);
  },
);
