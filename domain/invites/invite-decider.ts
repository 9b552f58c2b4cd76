import type { InviteEvent, InviteKind } from './events';

export interface SentInvite {
  email: string;
  kind: InviteKind;
  sentAt: string;
  /** Its e-mail bounced (the address was later found to bounce). */
  bounced: boolean;
}

/** A patient's invite history, folded from `patient-invite-{accountNumber}`. */
export interface InviteState {
  invites: SentInvite[];
  /** The address known to bounce, until an invite to it is delivered again (never, in practice). */
  bouncedEmail: string | null;
  bouncedAt: string | null;
  /** Events whose e-mail bounce has been recorded (a re-run job records it once). */
  bouncedFor: string[];
}

export const initialInviteState = (): InviteState => ({ invites: [], bouncedEmail: null, bouncedAt: null, bouncedFor: [] });

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function evolveInvite(state: InviteState, event: InviteEvent): InviteState {
  switch (event.type) {
    case 'PatientInviteSent': {
      const { email, kind, sentAt } = event.data;
      return { ...state, invites: [...state.invites, { email, kind, sentAt, bounced: false }] };
    }
    case 'InviteEmailBounced': {
      const { email, bouncedAt } = event.data;
      return {
        invites: state.invites.map((i) => (same(i.email, email) ? { ...i, bounced: true } : i)),
        bouncedEmail: email,
        bouncedAt,
        bouncedFor: [...state.bouncedFor, event.data.causationEventId],
      };
    }
    default:
      return state;
  }
}

/** Invites that reached the patient (not bounced): what makes someone no longer a first-time recipient. */
export const deliveredInvites = (state: InviteState) => state.invites.filter((i) => !i.bounced);
export const lastInviteAt = (state: InviteState) => state.invites.at(-1)?.sentAt ?? null;

export const inviteDecider = { initialState: initialInviteState, evolve: evolveInvite };
