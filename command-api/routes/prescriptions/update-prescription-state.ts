import { updatePrescriptionStateInput } from '../../../domain/prescriptions/api-schemas';
import { prescriptionsStream } from '../../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../../domain/prescriptions/prescription-decider';
import { decideUpdatePrescriptionState } from '../../../domain/prescriptions/update-prescription-state';
import { commandRoute } from '../../lib/command-route';
import { PRESCRIPTION_COMMAND, prescriptionReply, prescriptionWriteScope } from './prescription-access';

/**
 * POST /api/prescription/updatestate {id, patientAccountNo, state: 'deleted' | 'active'}: deleting
 * removes it from lists, 'active' restores it. Guarded as "update prescription" (decision D-065).
 */
export const updatePrescriptionStateRoute = commandRoute(
  { ...PRESCRIPTION_COMMAND, path: '/api/prescription/updatestate', summary: 'Delete or restore a prescription', body: updatePrescriptionStateInput },
  async ({ body, claims, handle }, ctx) => {
    const { id, patientAccountNo, state } = body;
    await prescriptionWriteScope(ctx, claims, patientAccountNo, 'update prescription');
    const { result } = await handle(
      prescriptionsStream(patientAccountNo),
      prescriptionsDecider,
      (current) => decideUpdatePrescriptionState({ prescriptionId: id, patientAccountNo, state }, current),
      { step: 'prescription/updatestate' },
    );
    return prescriptionReply(id, patientAccountNo, result);
  },
);
