/**
 * The two facts invites read from a customer stream that the identity fold does not keep:
 * deactivation ('PatientDeactivated', shown as "deleted") and the practice's invite flag
 * ('InviteFlagSet', `/customer/setinviteflag`). Read by event type only, so this works with the
 * patients context's events whatever else their data carries.
 */
export interface PatientFlags {
  deactivated: boolean;
  inviteFlagged: boolean;
}

export const initialPatientFlags = (): PatientFlags => ({ deactivated: false, inviteFlagged: false });

export function evolvePatientFlags(state: PatientFlags, event: { type: string; data?: unknown }): PatientFlags {
  const data = (event.data ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case 'PatientDeactivated':
      return { ...state, deactivated: true };
    case 'PatientReactivated':
      return { ...state, deactivated: false };
    case 'InviteFlagSet':
      return { ...state, inviteFlagged: inviteFlagOf(data) };
    default:
      return state;
  }
}

/** The flag's value in an InviteFlagSet event (`flagged`, or `isInviteFlagged`; set when absent). */
export function inviteFlagOf(data: Record<string, unknown>): boolean {
  const v = data.flagged ?? data.isInviteFlagged ?? data.inviteFlag;
  return typeof v === 'boolean' ? v : true;
}
