import { z } from 'zod';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import { practiceStateResponses } from '../../lib/practice-guard';

/** Reply of every prescription command: the prescription's id and the `position` for read-your-writes (null when nothing changed). */
export const prescriptionCommandReply = z.object({ id: z.string(), patientAccountNo: z.string(), position: z.number().int().nullable() });

export const prescriptionCommandErrors = { ...errorResponses, 404: errorBody, ...practiceStateResponses } as const;

/** Practice users (a CSR acts through an impersonation session, which carries the user's claims). Patients cannot write prescriptions. */
export const PRESCRIPTION_WRITERS = ['Staff', 'Practice'] as const;
