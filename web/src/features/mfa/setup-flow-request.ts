import type { SmsNumberStatus } from '@domain/security/api-schemas';
import { MODAL_IDS, type ModalId } from '@/lib/modal-store';

/**
 * What starts the multi-factor set-up flow, apart from the flow itself (mfa-setup-flow.tsx): the
 * callers that only offer "Set up two-factor" (the sign-in invitation above every signed-in page)
 * import this small module and load the flow's modals and forms when the user asks for them.
 */

/** What the flow is for: turning two-factor on, or only proving the number (e.g. for text notifications). */
export type MfaGoal = 'enable' | 'verify';
export type MfaOutcome = 'enabled' | 'verified' | 'disabled';

/** The flow's modals: every modal of the modal store but the sign-in completion and the idle warning. */
export type SetupModal = Exclude<ModalId, 'completeSignIn' | 'idleSession'>;
export const SETUP_MODALS: readonly SetupModal[] = MODAL_IDS.filter((id): id is SetupModal => id !== 'completeSignIn' && id !== 'idleSession');

export interface MfaFlowRequest {
  start: SetupModal;
  goal: MfaGoal;
  /** A new object (or key) restarts the flow. */
  key: number;
}

/** The first step after "Set up two-factor", from what the account already has. */
export function firstStepFor(status: SmsNumberStatus | undefined, goal: MfaGoal): SetupModal {
  if (!status?.phone) return 'secureNewNumber';
  if (!status.isVerified) return 'secureUnverifiedNumber';
  return goal === 'enable' ? 'secureVerifiedNumber' : 'codeConfirmation';
}
