/** The words of the distributor-staff work (issues #32, #33): the CSR's screen and the API's refusals. */
export const DISTRIBUTOR_STAFF_MESSAGES = {
  roleRequired: 'Choose a role: Analyst or Operator.',
  notFound: 'There is no analyst or operator with this account.',
  alreadyRegistered: 'They have already set their password, so no invitation is needed. If they cannot sign in, they can use “Forgot password?”.',
  deactivated: 'Their access is deactivated. Restore it first, then send the invitation.',
  searchTooLong: 'Use at most 100 characters.',
} as const;
