import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { createPatientInput, createPatientReply } from '../../../domain/patients/api-schemas';
import { decideCreatePatient } from '../../../domain/patients/create-patient';
import { commandRoute } from '../../lib/command-route';
import { newAccountNumber } from '../../lib/new-account-number';
import { PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { reserveEmail } from '../../lib/reserve-email';
import { newPatientLocation } from './new-patient-location';

/** POST /api/customer/create: a practice creates a patient (PatientCreated) at one of its locations. */
export const createPatientRoute = commandRoute(
  { path: '/api/customer/create', tags: ['customer'], summary: 'Create a patient', auth: ['Staff', 'Practice'], body: createPatientInput, reply: createPatientReply, errors: PRACTICE_STATE_ERRORS },
  async ({ body, claims, metadata, idempotencyKey, isRetry, handle }, ctx) => {
    const { practiceId, locationId } = await newPatientLocation(ctx, claims, body.locationId, {
      staffOnly: 'Staff can create patients at their own location only.',
      actions: ['create patient profile'],
    });
    const accountNumber = await reserveEmail(ctx.store, body.email, newAccountNumber(), metadata, idempotencyKey('reserve-email'), isRetry);
    const { result, events } = await handle(customerStream(accountNumber), customerDecider, (state) => decideCreatePatient({ ...body, accountNumber, practiceId, locationId }, state), {
      step: 'create-patient',
      retries: 0,
    });
    const created = events[0];
    if (!result || created?.type !== 'PatientCreated') throw new Error('PatientCreated was not appended');
    return { accountNumber: created.data.accountNumber, position: result.position };
  },
);
