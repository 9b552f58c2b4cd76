import { decideChangePrescriptionNickname } from '../../../domain/prescriptions/change-prescription-nickname';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { updatePrescriptionNicknameInput } from '../../../domain/prescriptions/prescription-rules';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';
import { assertPatientInScope } from './prescription-access';
import { PRESCRIPTION_WRITERS, prescriptionCommandReply } from './schemas';

/** POST /api/prescription/updatenickname (spec point 2 "update a prescription's nickname"; its own route, decision D-064). */
export const updatePrescriptionNicknameRoute = commandRoute(
  {
    path: '/api/prescription/updatenickname',
    tags: ['prescription'],
    summary: "Change a prescription's nickname",
    auth: PRESCRIPTION_WRITERS,
    body: updatePrescriptionNicknameInput,
    reply: prescriptionCommandReply,
    errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { locationId } = await practiceScopeOf(ctx.store, claims);
    await assertPracticeAllows(ctx, claims, 'update prescription nickname', locationId);
    await assertPatientInScope(ctx, claims, body.patientAccountNo);
    const { result } = await handle(prescriptionsStream(body.patientAccountNo), prescriptionsDecider, (state) =>
      decideChangePrescriptionNickname({ prescriptionId: body.id, patientAccountNo: body.patientAccountNo, prescriptionNickname: body.prescriptionNickname }, state),
    );
    return { id: body.id, patientAccountNo: body.patientAccountNo, position: result?.position ?? null };
  },
);
