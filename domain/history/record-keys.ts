import { isDistributorStaff } from '../identity/customer-group';
import { streamIdPart, streamTypeOf } from './stream-types';

/**
 * Which records an event belongs to (issue #6 "a history panel on a patient, a prescription and
 * an order"). Pure: the history projection folds the few facts it needs about a stream's owner
 * (who the cart is for, which order it became…) and asks these rules where each event goes.
 *
 * - A patient: their account stream (once it is a patient's), prescriptions, carts and orders,
 *   invites, access requests, notification preferences, two-factor settings changes (only as
 *   "Two-factor settings changed"), saved cards and impersonation sessions (support only).
 * - A prescription: its events in `patient-rx-{account}` and the orders placed for it.
 * - An order: its cart's events (`cart-{id}`; the order id is known only at OrderCheckedOut, the
 *   cart's last event, so the projection moves the cart's rows to the order then) and `order-{id}`.
 * - An analyst's or operator's account (issues #32, #33): its account stream (invitations, password,
 *   profile, deactivation) and its two-factor settings changes, for support only.
 */
export const HISTORY_RECORD_TYPES = ['patient', 'prescription', 'order', 'distributor-staff'] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];
/** `cart`: a cart not (yet) checked out; its rows become the order's at checkout. */
export type StoredRecordType = HistoryRecordType | 'cart';

export interface HistoryEvent {
  type: string;
  data: unknown;
  streamId: string;
}

/** What is known about whom a stream's events concern. */
export interface StreamOwner {
  patientAccount: string | null;
  practiceId: string | null;
  prescriptionId: string | null;
  orderId: string | null;
  cartId: string | null;
  /** The account is an analyst's or an operator's (its account and two-factor streams go to its own history). */
  staffAccount: string | null;
}

export interface HistoryTarget {
  recordType: StoredRecordType;
  recordId: string;
}

/**
 * Who sees an entry: `all` = everyone who may read the record; `support` = a CSR with their own
 * token only (saved cards, impersonation sessions). `practiceId` set = only that practice (and
 * support): a patient linked to two practices never shows one practice's orders or access
 * requests to the other (D-116).
 */
export type HistoryAudience = 'all' | 'support';

export interface HistoryPlacement {
  records: HistoryTarget[];
  practiceId: string | null;
  audience: HistoryAudience;
  /** The record history's sentence when it must say less than the describer (two-factor). */
  summary?: string;
}

export const TWO_FACTOR_SUMMARY = 'Two-factor settings changed';

/** Two-factor events a practice may know happened (as one plain sentence); codes and sign-ins stay out. */
const TWO_FACTOR_SETTINGS_EVENTS = new Set(['PhoneNumberSet', 'PhoneNumberVerified', 'TwoFactorEnabled', 'TwoFactorDisabled']);

/** Events that are in no record's history: session bookkeeping and account-holder internals (decision D-201). */
export const NOT_IN_RECORD_HISTORY = new Set([
  'SignedIn',
  'SignedOut',
  'SessionRenewed',
  'VerificationCodeSent',
  'VerificationCodeRejected',
  'MfaSignInVerified',
  'MfaModalPreferenceSet',
  'PmsIntegrationBannerDisabled',
  'PmsUpdateBannerDisabled',
]);

type Data = Record<string, unknown>;
const dataOf = (e: HistoryEvent): Data => (e.data && typeof e.data === 'object' ? (e.data as Data) : {});
const text = (d: Data, key: string): string | null => (typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : null);

const EMPTY_OWNER: StreamOwner = { patientAccount: null, practiceId: null, prescriptionId: null, orderId: null, cartId: null, staffAccount: null };
const owner = (facts: Partial<StreamOwner>): StreamOwner => ({ ...EMPTY_OWNER, ...facts });

/**
 * The key under which a stream's owner is kept, or null when the stream needs none: an account's
 * streams share the account stream's entry (it says whether the account is a patient's); carts,
 * orders, access requests and impersonations have their own.
 */
export function ownerKeyOf(streamId: string): string | null {
  const type = streamTypeOf(streamId);
  switch (type) {
    case 'customer':
    case 'mfa':
      return `customer-${streamIdPart(streamId)}`;
    case 'cart':
    case 'order':
    case 'access-request':
    case 'impersonation':
      return streamId;
    default:
      return null;
  }
}

/** Whether the projection must know this event's stream owner to place it. */
export function needsOwner(event: HistoryEvent): boolean {
  return !NOT_IN_RECORD_HISTORY.has(event.type) && ownerKeyOf(event.streamId) !== null;
}

/** The owner facts an event establishes (its own stream's, and for a checkout the order stream's too). */
export function ownersRegisteredBy(event: HistoryEvent, current: StreamOwner | undefined): { key: string; owner: StreamOwner }[] {
  const d = dataOf(event);
  switch (event.type) {
    case 'PatientCreated':
      return [{ key: event.streamId, owner: owner({ patientAccount: text(d, 'accountNumber') ?? streamIdPart(event.streamId), practiceId: text(d, 'practiceId') }) }];
    case 'CustomerRegistered':
      if (isDistributorStaff(text(d, 'customerGroup') ?? undefined)) return [{ key: event.streamId, owner: owner({ staffAccount: streamIdPart(event.streamId) }) }];
      return d.customerGroup === 'Patient' ? [{ key: event.streamId, owner: owner({ patientAccount: text(d, 'accountNumber') ?? streamIdPart(event.streamId), practiceId: text(d, 'practiceId') }) }] : [];
    case 'CartCreated':
      return [
        {
          key: event.streamId,
          owner: owner({ patientAccount: text(d, 'customerAccountNumber'), practiceId: text(d, 'practiceId'), prescriptionId: text(d, 'prescriptionId'), cartId: text(d, 'cartId') }),
        },
      ];
    case 'OrderCheckedOut': {
      const orderId = text(d, 'orderId');
      const facts = owner({
        patientAccount: text(d, 'customerAccountNumber') ?? current?.patientAccount ?? null,
        practiceId: text(d, 'practiceId') ?? current?.practiceId ?? null,
        prescriptionId: text(d, 'prescriptionId') ?? current?.prescriptionId ?? null,
        cartId: text(d, 'cartId') ?? streamIdPart(event.streamId),
        orderId,
      });
      return orderId ? [{ key: event.streamId, owner: facts }, { key: `order-${orderId}`, owner: facts }] : [{ key: event.streamId, owner: facts }];
    }
    case 'AccessRequestCreated':
      return [{ key: event.streamId, owner: owner({ patientAccount: text(d, 'patientAccountNumber'), practiceId: text(d, 'practiceId') }) }];
    case 'ImpersonationBegan':
      return d.targetGroup === 'Patient' ? [{ key: event.streamId, owner: owner({ patientAccount: text(d, 'targetAccountNumber') }) }] : [];
    default:
      return [];
  }
}

/** Where an event goes in the record histories (after its own registrations are applied), or null. */
export function placeInHistory(event: HistoryEvent, streamOwner: StreamOwner | undefined): HistoryPlacement | null {
  if (NOT_IN_RECORD_HISTORY.has(event.type)) return null;
  const d = dataOf(event);
  const type = streamTypeOf(event.streamId);
  const account = streamIdPart(event.streamId);
  const patient = (id: string | null | undefined): HistoryTarget[] => (id ? [{ recordType: 'patient', recordId: id }] : []);
  const everyone = (records: HistoryTarget[], practiceId: string | null = null): HistoryPlacement | null =>
    records.length ? { records, practiceId, audience: 'all' } : null;

  const staff = streamOwner?.staffAccount;
  switch (type) {
    case 'customer':
      if (staff) return { records: [{ recordType: 'distributor-staff', recordId: staff }], practiceId: null, audience: 'support' };
      return everyone(patient(streamOwner?.patientAccount));
    case 'mfa':
      if (!TWO_FACTOR_SETTINGS_EVENTS.has(event.type)) return null;
      if (staff) return { records: [{ recordType: 'distributor-staff', recordId: staff }], practiceId: null, audience: 'support', summary: TWO_FACTOR_SUMMARY };
      return streamOwner?.patientAccount ? { records: patient(streamOwner.patientAccount), practiceId: null, audience: 'all', summary: TWO_FACTOR_SUMMARY } : null;
    case 'notification-preferences':
    case 'patient-invite':
      return everyone(patient(account));
    case 'cards':
      return { records: patient(account), practiceId: null, audience: 'support' };
    case 'patient-rx': {
      const prescriptionId = text(d, 'prescriptionId');
      return everyone([...patient(text(d, 'patientAccountNo') ?? account), ...(prescriptionId ? [{ recordType: 'prescription' as const, recordId: prescriptionId }] : [])]);
    }
    case 'access-request':
      return everyone(patient(streamOwner?.patientAccount), streamOwner?.practiceId ?? null);
    case 'impersonation':
      return streamOwner?.patientAccount ? { records: patient(streamOwner.patientAccount), practiceId: null, audience: 'support' } : null;
    case 'cart': {
      if (event.type === 'OrderCheckedOut') {
        const orderId = text(d, 'orderId') ?? streamOwner?.orderId ?? null;
        const prescriptionId = text(d, 'prescriptionId') ?? streamOwner?.prescriptionId ?? null;
        return everyone(
          [
            ...patient(text(d, 'customerAccountNumber') ?? streamOwner?.patientAccount),
            ...(orderId ? [{ recordType: 'order' as const, recordId: orderId }] : []),
            ...(prescriptionId ? [{ recordType: 'prescription' as const, recordId: prescriptionId }] : []),
          ],
          text(d, 'practiceId') ?? streamOwner?.practiceId ?? null,
        );
      }
      // A cart event after its checkout (none are appended today) still lands on the order.
      const record: HistoryTarget = streamOwner?.orderId ? { recordType: 'order', recordId: streamOwner.orderId } : { recordType: 'cart', recordId: text(d, 'cartId') ?? account };
      return everyone([...patient(streamOwner?.patientAccount), record], streamOwner?.practiceId ?? null);
    }
    case 'order':
      return everyone([...patient(streamOwner?.patientAccount), { recordType: 'order', recordId: text(d, 'orderId') ?? account }], streamOwner?.practiceId ?? null);
    case 'rewards': {
      // Issue #15: a claim and its outcome are in the patient's and the order's history; programme sign-ups in the patient's.
      const orderId = text(d, 'orderId');
      return everyone([...patient(account), ...(orderId ? [{ recordType: 'order' as const, recordId: orderId }] : [])], text(d, 'practiceId'));
    }
    default:
      return null;
  }
}

/** Product ids an event names (their names make its sentence readable). */
export function productIdsIn(event: HistoryEvent): string[] {
  const d = dataOf(event);
  const ids: string[] = [];
  for (const key of ['rightEyeRx', 'leftEyeRx']) {
    const eye = d[key];
    if (eye && typeof eye === 'object' && typeof (eye as Data).productId === 'string') ids.push((eye as Data).productId as string);
  }
  if (Array.isArray(d.lines)) {
    for (const line of d.lines) if (line && typeof line === 'object' && typeof (line as Data).productId === 'string') ids.push((line as Data).productId as string);
  }
  return ids;
}

/** The product name a catalog event gives (ProductAdded / ProductUpdated), if any. */
export function productNameDefined(event: HistoryEvent): { productId: string; name: string } | null {
  if (event.type !== 'ProductAdded' && event.type !== 'ProductUpdated') return null;
  const d = dataOf(event);
  const productId = text(d, 'productId');
  const name = text(d, 'name');
  return productId && name ? { productId, name } : null;
}
