import type { EditPatientEmailInput, EditPatientEmailReply } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** POST /api/customer/editpatientemail: the practice changes its patient's e-mail. */
export async function editPatientEmail(input: EditPatientEmailInput): Promise<EditPatientEmailReply> {
  return apiClient.command<EditPatientEmailReply>('/customer/editpatientemail', input);
}

export function useEditPatientEmail() {
  // The patient shows on other screens too (the patient header, invites): refresh every active query.
  return useInvalidatingMutation(editPatientEmail, 'everything');
}
