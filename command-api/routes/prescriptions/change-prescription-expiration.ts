import { updatePrescriptionExpirationInput } from '../../../domain/prescriptions/api-schemas';
import { decideChangePrescriptionExpiration } from '../../../domain/prescriptions/change-prescription-expiration';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { isoDateOf } from '../../../domain/prescriptions/prescription-rules';
import { commandRoute } from '../../lib/command-route';
import { PRESCRIPTION_COMMAND, prescriptionReply, prescriptionWriteScope } from './prescription-access';

/** POST /api/prescription/updateexpiration (spec point 2 "update a prescription's … expiration"; its own route, decision D-064). */
export const changePrescriptionExpirationRoute = commandRoute(
  { ...PRESCRIPTION_COMMAND, path: '/api/prescription/updateexpiration', summary: "Change a prescription's expiration date", body: updatePrescriptionExpirationInput },
  async ({ body, claims, handle }, ctx) => {
    const { id, patientAccountNo, prescriptionExpirationDate } = body;
    await prescriptionWriteScope(ctx, claims, patientAccountNo, 'update prescription expiry');
    const { result } = await handle(
      prescriptionsStream(patientAccountNo),
      prescriptionsDecider,
      (state) => decideChangePrescriptionExpiration({ prescriptionId: id, patientAccountNo, prescriptionExpirationDate, today: isoDateOf(new Date()) }, state),
      { step: 'prescription/updateexpiration' },
    );
    return prescriptionReply(id, patientAccountNo, result);
  },
);
