import { v7 as uuidv7 } from 'uuid';
import { createPrescriptionInput } from '../../../domain/prescriptions/api-schemas';
import { decideCreatePrescription } from '../../../domain/prescriptions/create-prescription';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { isoDateOf } from '../../../domain/prescriptions/prescription-rules';
import { featureFlags } from '../../../infra/config/feature-flags';
import { commandRoute } from '../../lib/command-route';
import { PRESCRIPTION_COMMAND, prescriptionReply, prescriptionWriteScope, resolveEye } from './prescription-access';

/**
 * POST /api/prescription/create (Staff, Practice; a CSR while impersonating one): a new prescription
 * for a patient of the caller's practice (or linked to it). Each eye's product and variant are
 * checked against the catalog; "same for both eyes" copies OD to OS. Blocked for a deactivated
 * location, a blocked practice and one on credit hold (spec point 4 "create prescription").
 */
export const createPrescriptionRoute = commandRoute(
  { ...PRESCRIPTION_COMMAND, path: '/api/prescription/create', summary: 'Create a prescription for a patient', body: createPrescriptionInput },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await prescriptionWriteScope(ctx, claims, body.patientAccountNo, 'create prescription');
    const rightEyeRx = await resolveEye(ctx.store, body.rightEyeRx);
    const leftEyeRx = body.sameForBothEyes ? rightEyeRx : await resolveEye(ctx.store, body.leftEyeRx);
    const prescriptionId = uuidv7();
    const details = {
      prescriptionNickname: body.prescriptionNickname,
      prescriptionExpirationDate: body.prescriptionExpirationDate,
      dateOfService: body.dateOfService,
      prescriber: body.prescriber,
      sameForBothEyes: body.sameForBothEyes,
      rightEyeRx: rightEyeRx ?? null,
      leftEyeRx: leftEyeRx ?? null,
    };
    const { result, events } = await handle(
      prescriptionsStream(body.patientAccountNo),
      prescriptionsDecider,
      (state) =>
        decideCreatePrescription(
          { prescriptionId, patientAccountNo: body.patientAccountNo, practiceId, locationId, details, today: isoDateOf(new Date()), dateOfServiceEnabled: featureFlags().dateOfService },
          state,
        ),
      { step: 'prescription/create' },
    );
    // On a replayed retry the id is the one the first attempt stored, not this attempt's.
    const created = events.find((e) => e.type === 'PrescriptionCreated');
    return prescriptionReply(created?.type === 'PrescriptionCreated' ? created.data.prescriptionId : prescriptionId, body.patientAccountNo, result);
  },
);
