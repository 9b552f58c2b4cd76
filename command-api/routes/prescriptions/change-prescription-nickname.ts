import { updatePrescriptionNicknameInput } from '../../../domain/prescriptions/api-schemas';
import { decideChangePrescriptionNickname } from '../../../domain/prescriptions/change-prescription-nickname';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { commandRoute } from '../../lib/command-route';
import { PRESCRIPTION_COMMAND, prescriptionReply, prescriptionWriteScope } from './prescription-access';

/** POST /api/prescription/updatenickname (spec point 2 "update a prescription's nickname"; its own route, decision D-064). */
export const changePrescriptionNicknameRoute = commandRoute(
  { ...PRESCRIPTION_COMMAND, path: '/api/prescription/updatenickname', summary: "Change a prescription's nickname", body: updatePrescriptionNicknameInput },
  async ({ body, claims, handle }, ctx) => {
    const { id, patientAccountNo, prescriptionNickname } = body;
    await prescriptionWriteScope(ctx, claims, patientAccountNo, 'update prescription nickname');
    const { result } = await handle(prescriptionsStream(patientAccountNo), prescriptionsDecider, (state) =>
      decideChangePrescriptionNickname({ prescriptionId: id, patientAccountNo, prescriptionNickname }, state),
    );
    return prescriptionReply(id, patientAccountNo, result);
  },
);
