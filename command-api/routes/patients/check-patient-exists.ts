import { patientExistsInput, patientExistsOutput } from '../../../domain/patients/api-schemas';
import { patientExistsAnswer } from '../../../domain/patients/patient-exists';
import { commandRoute } from '../../lib/command-route';
import { emailHolder, loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/exists {email}: whether an account holds the address (D-073), read from the
 * e-mail reservation streams (no read-model lag, the same check create and e-mail edits make).
 * The account number only for the caller's own patient. Staff, practice administrators, CSR.
 */
export const patientExistsRoute = commandRoute(
  {
    path: '/api/customer/exists',
    tags: ['customer'],
    summary: 'Does an account use this e-mail?',
    auth: ['Staff', 'Practice', 'CSR'],
    body: patientExistsInput,
    reply: patientExistsOutput,
  },
  async ({ body, claims }, ctx) => {
    const holder = await emailHolder(ctx.store, body.email);
    if (!holder) return patientExistsAnswer(undefined, claims.practiceId);
    const state = await loadAccount(ctx.store, holder);
    return patientExistsAnswer({ accountNumber: holder, customerGroup: state.customerGroup, practiceId: state.practiceId }, claims.practiceId);
  },
);
