import type { HistoryActor, HistoryImpersonator } from './api-schemas';

/**
 * Who did it, as a history entry shows it (issue #6 "by whom, and the impersonating CSR where
 * there was one"). Names of people come from the accounts read model at read time; the platform's
 * own work has plain names. A patient reading their own records sees their practice as "Your
 * practice" and support as "Lensloop support", never a staff member's name or account (spec
 * point 6 "Staff personal info is not visible to patients").
 */
export const SYSTEM_NAMES = {
  platform: 'Lensloop',
  fulfilment: 'Fulfilment',
  anonymous: 'Someone not signed in',
  unknown: 'Unknown account',
  yourPractice: 'Your practice',
  support: 'Lensloop support',
} as const;

/** Events the fulfilment worker appends (the order's life after checkout). */
const FULFILMENT_EVENTS = new Set(['OrderStatusChanged']);

export interface StoredActor {
  accountNumber: string;
  group: string;
  eventType: string;
  impersonatorAccount: string | null;
  impersonatorName: string | null;
}

export interface HistoryViewer {
  accountNumber: string;
  group: string;
}

/** The platform's own actors: seeds, imports, reactors and workers ('system'), or a public page ('anonymous'). */
export function isPlatformActor(accountNumber: string): boolean {
  return accountNumber === 'system' || accountNumber === 'anonymous';
}

export function platformActorName(accountNumber: string, eventType: string): string {
  if (accountNumber === 'anonymous') return SYSTEM_NAMES.anonymous;
  return FULFILMENT_EVENTS.has(eventType) ? SYSTEM_NAMES.fulfilment : SYSTEM_NAMES.platform;
}

export function presentActor(actor: StoredActor, names: ReadonlyMap<string, string>, viewer: HistoryViewer): HistoryActor {
  if (isPlatformActor(actor.accountNumber)) return { accountNumber: null, name: platformActorName(actor.accountNumber, actor.eventType), group: 'System' };
  const name = names.get(actor.accountNumber) ?? SYSTEM_NAMES.unknown;
  if (viewer.group === 'Patient' && actor.accountNumber !== viewer.accountNumber) {
    if (actor.group === 'CSR') return { accountNumber: null, name: SYSTEM_NAMES.support, group: 'CSR' };
    if (actor.group === 'Staff' || actor.group === 'Practice') return { accountNumber: null, name: SYSTEM_NAMES.yourPractice, group: actor.group };
    return { accountNumber: null, name: SYSTEM_NAMES.unknown, group: actor.group };
  }
  return { accountNumber: actor.accountNumber, name, group: actor.group };
}

export function presentImpersonator(actor: StoredActor, viewer: HistoryViewer): HistoryImpersonator | null {
  if (!actor.impersonatorAccount) return null;
  if (viewer.group === 'Patient') return { accountNumber: null, name: SYSTEM_NAMES.support };
  return { accountNumber: actor.impersonatorAccount, name: actor.impersonatorName ?? SYSTEM_NAMES.unknown };
}

/** How a group reads after a name: "Jane Smith (staff)". */
export function actorGroupWord(group: string): string {
  switch (group) {
    case 'Staff':
      return 'staff';
    case 'Practice':
      return 'practice administrator';
    case 'Patient':
      return 'patient';
    case 'CSR':
      return 'CSR';
    case 'Analyst':
      return 'analyst';
    case 'Operator':
      return 'operator';
    default:
      return '';
  }
}

/** "Jane Smith (staff)", "Lensloop", "Your practice". */
export function actorLabel(actor: HistoryActor): string {
  if (actor.group === 'System' || actor.accountNumber === null) return actor.name;
  const word = actorGroupWord(actor.group);
  return word ? `${actor.name} (${word})` : actor.name;
}
