import { DIMENSIONS, type DimensionName } from '../catalog/dimensions';
import { CARD_TYPE_NAMES, type CardTypeCode } from '../payments/card-rules';
import { ORDER_STATUS_LABELS, parseOrderStatus } from '../ordering/order-status';
import { DELIVERY_MODES } from '../ordering/shipping-rules';
import { PRACTICE_NOTIFICATION_LABELS, type PracticeNotificationKey } from '../practices/practice-notification-preferences';
import { TIER_LABELS } from '../pricing/tiers';
import { END_CAUSE_LABELS } from '../support/api-schemas';
import { listOf, money, moneyFromDollars, phoneEnding, plural, signed, usDate, words } from './format';
import { streamIdPart, streamTypeOf } from './stream-types';

/**
 * THE plain-words describer of the log (issue #6 "in plain words"): one sentence per stored event,
 * for the record history panels, the impersonation audit trail and anyone reading the log.
 *
 * Every known event type has its own sentence, built from known, non-secret fields only: a
 * password hash, a code or its hash, a token, a link id, a card token or number never reaches a
 * summary. An event whose data lacks what its sentence needs (an old or partial event), and any
 * type nobody described yet, is named by its type and the record it changed.
 */

export interface DescribableEvent {
  type: string;
  data: unknown;
  streamId: string;
}

/** Names the describer may use when it has them (e.g. product names the history projection keeps). */
export interface DescribeContext {
  productName?: (productId: string) => string | undefined;
}

type Data = Record<string, unknown>;
type Describer = (d: Data, e: DescribableEvent, ctx: DescribeContext) => string | null;

// ---- field access: known fields only, never the whole object -----------------------------------

const str = (d: Data, key: string): string | undefined => {
  const v = d[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};
const num = (d: Data, key: string): number | undefined => {
  const v = d[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};
const obj = (d: Data, key: string): Data | undefined => {
  const v = d[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : undefined;
};
/** The channels a notice went by ("e-mail and text message"), from its `email` and `sms` records; '' when none. */
const channelsOf = (d: Data): string => [obj(d, 'email') ? 'e-mail' : '', obj(d, 'sms') ? 'text message' : ''].filter(Boolean).join(' and ');
const arr = (d: Data, key: string): unknown[] | undefined => {
  const v = d[key];
  return Array.isArray(v) ? v : undefined;
};
const fullName = (d: Data): string | undefined => {
  const name = [str(d, 'firstName'), str(d, 'lastName')].filter(Boolean).join(' ');
  return name || undefined;
};
const quoted = (text: string) => `"${text}"`;

/** "CustomerProfileUpdated" → "Customer profile updated". */
export function humanizeEventType(type: string): string {
  const parts = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (parts.length === 0) return type;
  return parts
    .map((w, i) => (/^[A-Z0-9]{2,}$/.test(w) ? w : i === 0 ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()))
    .join(' ');
}

/** "customer-123456789" → "account 123456789"; "practice-PR-1001" → "practice PR-1001". */
export function describeStream(streamId: string): string {
  if (!streamId.includes('-')) return streamId;
  const type = streamTypeOf(streamId);
  const id = streamIdPart(streamId);
  switch (type) {
    case 'customer':
      return `account ${id}`;
    case 'email':
      return `e-mail ${id}`;
    case 'patient-rx':
      return `prescriptions of account ${id}`;
    case 'patient-invite':
      return `invites of account ${id}`;
    case 'cards':
      return `saved cards of account ${id}`;
    case 'notification-preferences':
      return `notification preferences of account ${id}`;
    case 'catalog-product':
      return `product ${id}`;
    case 'catalog-manufacturer':
      return `manufacturer ${id}`;
    case 'pricing':
      return `pricing of location ${id}`;
    default:
      return `${type.replace(/-/g, ' ')} ${id}`;
  }
}

// ---- pieces -----------------------------------------------------------------------------------

/** One eye's lens in prescription notation: "−2.25 −1.25 × 180", "+1.00 add +1.50", "−1.00 Pure Hazel". */
function lensNotation(dimensions: Data | undefined): string {
  if (!dimensions) return '';
  const v = (name: DimensionName) => (typeof dimensions[name] === 'string' ? (dimensions[name] as string) : undefined);
  const parts: string[] = [];
  const power = v('power');
  if (power) parts.push(signed(power));
  const cylinder = v('cylinder');
  const axis = v('axis');
  if (cylinder) parts.push(axis ? `${signed(cylinder)} × ${axis}` : signed(cylinder));
  const add = v('add');
  if (add) parts.push(`add ${signed(add)}`);
  const color = v('color');
  if (color) parts.push(color);
  if (parts.length === 0) {
    const any = DIMENSIONS.map(v).find(Boolean);
    if (any) parts.push(signed(any));
  }
  return parts.join(' ');
}

function productLabel(productId: string | undefined, ctx: DescribeContext): string | undefined {
  if (!productId) return undefined;
  return ctx.productName?.(productId) ?? `product ${productId}`;
}

/** "Aurora Day Moist, OD −2.25 / OS −2.50" (one product) or "OD Aurora −2.25 / OS Biofinity −2.50". */
function eyesText(d: Data, ctx: DescribeContext): string | undefined {
  const eyes = (
    [
      ['OD', obj(d, 'rightEyeRx')],
      ['OS', obj(d, 'leftEyeRx')],
    ] as const
  ).filter((e): e is readonly ['OD' | 'OS', Data] => e[1] !== undefined);
  if (eyes.length === 0) return undefined;
  const products = [...new Set(eyes.map(([, eye]) => str(eye, 'productId') ?? ''))];
  const notation = (eye: Data) => lensNotation(obj(eye, 'dimensions'));
  if (products.length === 1) {
    const name = productLabel(products[0] || undefined, ctx);
    const lenses = eyes.map(([side, eye]) => `${side} ${notation(eye)}`.trim()).join(' / ');
    return name ? `${name}, ${lenses}` : lenses;
  }
  return eyes.map(([side, eye]) => [side, productLabel(str(eye, 'productId'), ctx), notation(eye)].filter(Boolean).join(' ')).join(' / ');
}

interface LineFacts {
  eye: string;
  productId?: string;
  boxes: number;
  unitPriceCents: number;
}

function linesOf(d: Data): LineFacts[] | undefined {
  const lines = arr(d, 'lines');
  if (!lines) return undefined;
  const out: LineFacts[] = [];
  for (const raw of lines) {
    if (!raw || typeof raw !== 'object') return undefined;
    const l = raw as Data;
    const boxes = num(l, 'boxes');
    const price = num(l, 'unitPriceCents');
    const eye = str(l, 'eye');
    if (boxes === undefined || price === undefined || !eye) return undefined;
    out.push({ eye, productId: str(l, 'productId'), boxes, unitPriceCents: price });
  }
  return out;
}

function linesText(lines: LineFacts[], ctx: DescribeContext): string {
  return lines.map((l) => `${l.eye} ${plural(l.boxes, 'box', 'boxes')} of ${productLabel(l.productId, ctx) ?? 'lenses'}`).join(', ');
}

const subtotalOf = (lines: LineFacts[]) => lines.reduce((sum, l) => sum + l.boxes * l.unitPriceCents, 0);

function paymentText(payment: Data | undefined): string | undefined {
  if (!payment) return undefined;
  if (payment.type === 'pos') {
    const method = str(payment, 'method');
    if (method === 'none') return 'no payment due';
    if (method === 'cash' || method === 'card') return `paid in office (${method})`;
    return 'paid in office';
  }
  if (payment.type === 'card') {
    const type = CARD_TYPE_NAMES[str(payment, 'cardType') as CardTypeCode] ?? 'card';
    const masked = str(payment, 'maskedCardNumber');
    return masked ? `paid by ${type} ending ${masked.slice(-4)}` : `paid by ${type}`;
  }
  return undefined;
}

function addressText(a: Data | undefined): string | undefined {
  if (!a) return undefined;
  const line = [str(a, 'address1'), str(a, 'address2')].filter(Boolean).join(' ');
  const city = [str(a, 'city'), [str(a, 'state'), str(a, 'zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [line, city].filter(Boolean).join(', ');
  return text || undefined;
}

function onOff(changes: Data | undefined, label: (key: string) => string): string | undefined {
  if (!changes) return undefined;
  const items = Object.entries(changes)
    .filter(([, v]) => typeof v === 'boolean')
    .map(([k, v]) => `${label(k)} ${v ? 'on' : 'off'}`);
  return items.length ? items.join(', ') : undefined;
}

/** "orderNotificationEmail" → "order e-mails"; "tipsNotificationSms" → "tips texts". */
function patientPreferenceLabel(key: string): string {
  const m = /^(\w+?)Notification(Email|Sms)$/.exec(key);
  if (!m) return words(key);
  return `${m[1]} ${m[2] === 'Email' ? 'e-mails' : 'texts'}`;
}

function pricingValue(type: string | undefined, value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (type === 'percentage') return `${Math.round((value - 100) * 100) / 100} %`;
  if (type === 'dollar') return `${money(value)} per box`;
  if (type === 'price') return `${money(value)} per box`;
  return undefined;
}

function tieredText(type: string | undefined, tiered: unknown, values: Data | undefined): string | undefined {
  if (!values) return undefined;
  const single = pricingValue(type, num(values, 'single'));
  if (!single) return undefined;
  if (tiered !== true) return single;
  const tiers = (['single', 'semiAnnual', 'annual'] as const).map((t) => `${TIER_LABELS[t].toLowerCase()} ${pricingValue(type, num(values, t)) ?? '—'}`);
  return tiers.join(', ');
}

function minimumsText(minimum: Data | undefined): string {
  if (!minimum) return '';
  const set = (['single', 'semiAnnual', 'annual'] as const).filter((t) => num(minimum, t) !== undefined).map((t) => `${TIER_LABELS[t].toLowerCase()} ${money(num(minimum, t)!)}`);
  return set.length ? `; minimum per box: ${set.join(', ')}` : '';
}

const MARKUP_TYPE_WORDS: Record<string, string> = {
  suggested: 'suggested pricing (40 % average markup)',
  percentage: 'percentage markup',
  dollar: 'fixed dollar markup',
  custom: 'custom pricing',
};

const SCOPE_WORDS: Record<string, string> = { product: 'product', brand: 'brand', productType: 'lens type', manufacturer: 'manufacturer', favorites: 'favorites' };

function scopeText(scope: string | undefined, scopeId: string | undefined, ctx: DescribeContext): string | undefined {
  if (!scope) return undefined;
  if (scope === 'favorites') return 'favorite products';
  if (scope === 'product') return productLabel(scopeId, ctx);
  return `${SCOPE_WORDS[scope] ?? words(scope)} ${scopeId ?? ''}`.trim();
}

function productList(ids: unknown[] | undefined, ctx: DescribeContext): string | undefined {
  const names = (ids ?? []).filter((x): x is string => typeof x === 'string').map((id) => productLabel(id, ctx)!);
  if (names.length === 0) return undefined;
  return names.length > 5 ? `${listOf(names.slice(0, 5))} and ${names.length - 5} more` : listOf(names);
}

function groupWord(group: string | undefined): string {
  switch (group) {
    case 'Patient':
      return 'patient';
    case 'Staff':
      return 'staff';
    case 'Practice':
      return 'practice administrator';
    case 'CSR':
      return 'support';
    default:
      return group ? group.toLowerCase() : 'customer';
  }
}

// ---- the sentences ------------------------------------------------------------------------------

const DESCRIBERS: Record<string, Describer> = {
  // identity: `customer-{account}`
  CustomerRegistered: (d) => {
    const name = fullName(d);
    const account = str(d, 'accountNumber');
    if (!name || !account) return null;
    return `Registered ${groupWord(str(d, 'customerGroup'))} account ${name}, account ${account}`;
  },
  PatientCreated: (d) => {
    const name = fullName(d);
    const account = str(d, 'accountNumber');
    if (!name || !account) return null;
    const email = str(d, 'email');
    const imported = d.isImported === true ? ' from the PMS import' : '';
    return `Created patient ${name}${email ? ` (${email})` : ''}, account ${account}${imported}`;
  },
  PasswordSet: (d, e) => {
    switch (d.via) {
      case 'welcome':
        return `Registered: password set from the welcome e-mail (${describeStream(e.streamId)})`;
      case 'reset':
        return `Password reset from the e-mailed link (${describeStream(e.streamId)})`;
      case 'change':
        return `Password changed (${describeStream(e.streamId)})`;
      default:
        return `Set a new password for ${describeStream(e.streamId)}`;
    }
  },
  PasswordResetRequested: (_d, e) => `Password reset requested (${describeStream(e.streamId)})`,
  SignedIn: () => 'Signed in',
  SignedOut: () => 'Signed out',
  SessionRenewed: (d) => (typeof d.generation === 'number' ? `Session token renewed (token ${d.generation})` : 'Session token renewed'),
  WelcomeEmailRequested: (d, e) =>
    d.invitation === true
      ? `Invited ${describeStream(e.streamId)}: an e-mail with a link to set a password`
      : `Asked for the welcome e-mail to be sent again to ${describeStream(e.streamId)}${d.force === true ? ' (forced by support)' : ''}`,
  WelcomeEmailSent: (d) => {
    const to = str(d, 'to');
    return to ? `Welcome e-mail sent to ${to}` : 'Welcome e-mail sent';
  },
  EmailChangeRequested: (d) => {
    const to = str(d, 'newEmail');
    return to ? `Asked to change the e-mail address to ${to}; a confirmation link was sent there` : null;
  },
  EmailChanged: (d) => {
    const from = str(d, 'previousEmail');
    const to = str(d, 'email');
    if (!to) return null;
    return from ? `E-mail address changed from ${from} to ${to}` : `E-mail address changed to ${to}`;
  },
  CustomerProfileUpdated: (d) => {
    const name = fullName(d);
    if (!name) return null;
    const parts = [`name ${name}`];
    const phone = str(d, 'phone');
    parts.push(phone ? `phone ${phoneEnding(phone)}` : 'no phone');
    const dob = str(d, 'dob');
    parts.push(dob ? `date of birth ${usDate(dob)}` : 'no date of birth');
    const first = arr(d, 'addresses')?.[0];
    const address = first && typeof first === 'object' ? addressText(first as Data) : undefined;
    if (address) parts.push(`address ${address}`);
    return `Personal info updated: ${parts.join('; ')}`;
  },
  PatientDeactivated: () => 'Patient profile deleted (deactivated): hidden from the practice lists and can no longer sign in',
  StaffMemberDeactivated: () => 'Staff member deactivated by the practice administrator: can no longer sign in',
  DistributorStaffDeactivated: () => 'Access deactivated by support: can no longer sign in, open sessions ended',
  DistributorStaffReactivated: () => 'Access restored by support',
  InviteFlagSet: (d) => (d.flagged === true ? 'Flagged for an invite' : d.flagged === false ? 'Invite flag removed' : null),
  PatientSyncedFromPms: (d) => {
    const name = fullName(d);
    if (!name) return null;
    const extra = [str(d, 'dob') ? `date of birth ${usDate(str(d, 'dob')!)}` : null, str(d, 'phone') ? `phone ${phoneEnding(str(d, 'phone')!)}` : null].filter(Boolean);
    return `Updated from the PMS import: ${[name, ...extra].join(', ')}`;
  },
  PmsIntegrationBannerDisabled: () => 'Hid the “connect your PMS” banner',
  PmsUpdateBannerDisabled: () => 'Dismissed the “patients were updated from your PMS” banner',
  // identity: `email-{address}`
  EmailReserved: (d) => {
    const email = str(d, 'email');
    const account = str(d, 'accountNumber');
    return email && account ? `Reserved the e-mail address ${email} for account ${account}` : null;
  },
  EmailReleased: (d) => {
    const email = str(d, 'email');
    const account = str(d, 'accountNumber');
    return email && account ? `Released the e-mail address ${email} from account ${account}` : null;
  },

  // security: `mfa-{account}` (numbers as their last four digits; codes never)
  PhoneNumberSet: (d) => (str(d, 'phone') ? `SMS number changed to the number ${phoneEnding(str(d, 'phone')!)}` : null),
  VerificationCodeSent: (d) => {
    const phone = str(d, 'phone');
    const why = d.purpose === 'sign-in' ? 'to sign in' : d.purpose === 'verify-phone' ? 'to verify the number' : '';
    return `Verification code texted${phone ? ` to the number ${phoneEnding(phone)}` : ''}${why ? ` ${why}` : ''}`;
  },
  VerificationCodeRejected: (d) => {
    const attempt = num(d, 'attempt');
    return `Wrong verification code entered${attempt ? ` (attempt ${attempt})` : ''}`;
  },
  PhoneNumberVerified: (d) => (str(d, 'phone') ? `SMS number ${phoneEnding(str(d, 'phone')!)} verified` : 'SMS number verified'),
  MfaSignInVerified: () => 'Sign-in confirmed with a texted code',
  TwoFactorEnabled: (d) => `Two-factor sign-in turned on${str(d, 'phone') ? ` (codes to the number ${phoneEnding(str(d, 'phone')!)})` : ''}`,
  TwoFactorDisabled: () => 'Two-factor sign-in turned off',
  MfaModalPreferenceSet: (d) =>
    d.hideMfaModal === true ? 'Chose not to be asked again to secure the account' : d.hideMfaModal === false ? 'Will be asked to secure the account again' : null,
  NotificationPreferencesChanged: (d) => {
    const list = onOff(obj(d, 'changes'), patientPreferenceLabel);
    if (!list) return null;
    return `Notification preferences changed: ${list}${d.source === 'unsubscribe-link' ? ' (unsubscribe link)' : ''}`;
  },

  // practices: `practice-{id}`, `email-display-name-{id}`
  PracticeRegistered: (d) => (str(d, 'name') ? `Practice ${str(d, 'name')} registered` : null),
  LocationAdded: (d) => {
    const name = str(d, 'name');
    if (!name) return null;
    const address = obj(d, 'address');
    const where = address ? [str(address, 'city'), str(address, 'state')].filter(Boolean).join(', ') : '';
    return `Location ${name} added${where ? ` (${where})` : ''}`;
  },
  DefaultPrescriptionExpirySet: (d) => {
    const years = num(d, 'years');
    return years ? `Default prescription expiration set to ${plural(years, 'year', 'years')}` : null;
  },
  PracticeBlocked: () => 'Practice blocked by support',
  PracticeUnblocked: () => 'Practice unblocked by support',
  CreditHoldPlaced: () => 'Account credit put on hold',
  CreditHoldReleased: () => 'Account credit hold released',
  LocationDeactivated: (d) => (str(d, 'locationId') ? `Location ${str(d, 'locationId')} deactivated` : 'A location was deactivated'),
  LocationReactivated: (d) => (str(d, 'locationId') ? `Location ${str(d, 'locationId')} reactivated` : 'A location was reactivated'),
  PracticeInfoUpdated: (d) => {
    const name = str(d, 'name');
    if (!name) return null;
    const phone = str(d, 'phone');
    return `Practice information updated: ${name}${phone ? `, phone ${phone}` : ''}`;
  },
  LocationInfoUpdated: (d) => {
    const name = str(d, 'name');
    if (!name) return null;
    const address = addressText(obj(d, 'address'));
    return `Location information updated: ${name}${address ? `, ${address}` : ''}`;
  },
  PracticeNotificationPreferencesChanged: (d) => {
    const list = onOff(obj(d, 'changes'), (k) => (PRACTICE_NOTIFICATION_LABELS[k as PracticeNotificationKey]?.label ?? words(k)).toLowerCase());
    if (!list) return null;
    const location = str(d, 'locationId');
    return `Notification e-mails${location ? ` of location ${location}` : ''} changed: ${list}`;
  },
  EmailDisplayNameSet: (d) => (str(d, 'displayName') ? `E-mail display name set to ${quoted(str(d, 'displayName')!)}` : null),

  // staff notifications, access requests, invites
  StaffNotificationsMarked: (d) => {
    const items = (arr(d, 'items') ?? []).filter((i): i is Data => !!i && typeof i === 'object');
    if (items.length === 0) return null;
    const viewed = items.filter((i) => i.isViewed === true).length;
    const parts = [viewed ? `${plural(viewed, 'notification', 'notifications')} as viewed` : null, items.length - viewed ? `${plural(items.length - viewed, 'notification', 'notifications')} as not viewed` : null];
    return `Marked ${parts.filter(Boolean).join(' and ')}`;
  },
  AccessRequestCreated: (d) => {
    const email = str(d, 'patientEmail');
    if (!email) return null;
    const expiry = str(d, 'expiryDate');
    return `Access request sent to ${email}${expiry ? `, open until ${usDate(expiry)}` : ''}`;
  },
  AccessRequestEmailSent: (d) => (str(d, 'to') ? `Access request e-mail sent to ${str(d, 'to')}` : 'Access request e-mail sent'),
  AccessRequestCancelled: () => 'Access request cancelled',
  AccessRequestAnswered: (d) => {
    const how = d.viaToken === true ? ' from the e-mailed link' : '';
    if (d.status === 'accepted') return `Access request accepted${how}`;
    if (d.status === 'denied') return `Access request denied${how}${str(d, 'denialReason') ? `: ${str(d, 'denialReason')}` : ''}`;
    return null;
  },
  AccessRequestArchived: () => 'Access request archived',
  AccessRequestKeyClaimed: () => 'Access request claimed its practice and patient key (duplicate check)',
  PatientInviteSent: (d) => {
    const email = str(d, 'email');
    if (!email) return null;
    return `${d.kind === 'followup' ? 'Follow-up invite' : 'Invite'} sent to ${email}`;
  },
  InviteEmailBounced: (d) => (str(d, 'email') ? `Invite e-mail to ${str(d, 'email')} bounced` : null),

  // prescriptions: `patient-rx-{account}`
  PrescriptionCreated: (d, _e, ctx) => {
    const nickname = str(d, 'prescriptionNickname');
    const expires = str(d, 'prescriptionExpirationDate');
    if (!nickname || !expires) return null;
    const eyes = eyesText(d, ctx);
    return `Prescription ${quoted(nickname)} created: ${eyes ? `${eyes}, ` : ''}expires ${usDate(expires)}${d.createdInPms === true ? ' (from the PMS)' : ''}`;
  },
  PrescriptionUpdated: (d, _e, ctx) => {
    const nickname = str(d, 'prescriptionNickname');
    const expires = str(d, 'prescriptionExpirationDate');
    if (!nickname || !expires) return null;
    const eyes = eyesText(d, ctx);
    return `Prescription ${quoted(nickname)} updated: ${eyes ? `${eyes}, ` : ''}expires ${usDate(expires)}`;
  },
  PrescriptionNicknameChanged: (d) => (str(d, 'prescriptionNickname') ? `Prescription nickname changed to ${quoted(str(d, 'prescriptionNickname')!)}` : null),
  PrescriptionExpirationChanged: (d) =>
    str(d, 'prescriptionExpirationDate') ? `Prescription expiration changed to ${usDate(str(d, 'prescriptionExpirationDate')!)}` : null,
  PrescriptionStateChanged: (d) => (d.state === 'deleted' ? 'Prescription deleted' : d.state === 'active' ? 'Prescription restored' : null),

  // catalog
  ManufacturerRegistered: (d) => (str(d, 'displayName') ? `Manufacturer ${str(d, 'displayName')} added to the catalog` : null),
  ManufacturerUpdated: (d) => (str(d, 'displayName') ? `Manufacturer ${str(d, 'displayName')} updated` : null),
  ProductAdded: (d) => {
    const name = str(d, 'name');
    const price = num(d, 'boxPrice');
    if (!name) return null;
    return `Product ${name} added to the catalog${price !== undefined ? `, cost ${moneyFromDollars(price)} per box` : ''}${d.isAvailable === false ? ' (not available)' : ''}`;
  },
  ProductUpdated: (d) => {
    const name = str(d, 'name');
    const price = num(d, 'boxPrice');
    if (!name) return null;
    return `Product ${name} updated${price !== undefined ? `, cost ${moneyFromDollars(price)} per box` : ''}${d.isAvailable === false ? ', not available' : ''}`;
  },

  // pricing: `pricing-{location}`
  PricingStrategyUpdated: (d) => {
    const s = obj(d, 'strategy');
    const type = s ? str(s, 'markupType') : undefined;
    if (!s || !type) return null;
    const value = tieredText(type, s.tiered, obj(s, 'values'));
    return `Pricing strategy set to ${MARKUP_TYPE_WORDS[type] ?? words(type)}${value ? ` of ${value}` : ''}${minimumsText(obj(s, 'minimumCents'))}`;
  },
  PricingRuleSet: (d, _e, ctx) => {
    const rule = obj(d, 'rule');
    if (!rule) return null;
    const target = scopeText(str(rule, 'scope'), str(rule, 'scopeId'), ctx);
    const type = str(rule, 'ruleType');
    const value = tieredText(type, rule.tiered, obj(rule, 'values'));
    if (!target || !value) return null;
    return `Custom pricing for ${target}: ${type === 'price' ? 'price' : 'markup'} ${value}`;
  },
  PricingRuleCleared: (d, _e, ctx) => {
    const target = scopeText(str(d, 'scope'), str(d, 'scopeId'), ctx);
    return target ? `Custom pricing for ${target} removed` : null;
  },
  FavoriteProductsAdded: (d, _e, ctx) => {
    const list = productList(arr(d, 'productIds'), ctx);
    return list ? `Added to favorites: ${list}` : null;
  },
  FavoriteProductsRemoved: (d, _e, ctx) => {
    const list = productList(arr(d, 'productIds'), ctx);
    return list ? `Removed from favorites: ${list}` : null;
  },

  // ordering: `cart-{id}`, `order-{id}`
  CartCreated: (d, _e, ctx) => {
    const lines = linesOf(d);
    if (!lines) return null;
    return `Order started: ${linesText(lines, ctx)}, subtotal ${money(subtotalOf(lines))}`;
  },
  CartReviewed: (d) => {
    const declined = str(d, 'paymentDeclined');
    if (declined) return `Card payment declined: ${declined}`;
    const summary = obj(d, 'summary');
    const total = summary ? num(summary, 'totalCents') : undefined;
    if (obj(d, 'checkout')) return `Card payment started${total !== undefined ? ` for ${money(total)}` : ''}`;
    return total !== undefined ? `Order reviewed: total ${money(total)}` : 'Order reviewed';
  },
  CartRenewed: (d) => {
    const lines = linesOf(d);
    return `Order restarted after being idle${lines ? `; prices refreshed, subtotal ${money(subtotalOf(lines))}` : ''}`;
  },
  CartDiscountSet: (d) => {
    const discount = num(d, 'discountCents');
    const insurance = num(d, 'insuranceCents');
    if (discount === undefined || insurance === undefined) return null;
    return `Discount set to ${money(discount)} and insurance to ${money(insurance)}`;
  },
  DeliveryAddressAdded: (d) => {
    switch (d.method) {
      case 'inOffice':
        return 'Delivery set to in-office inventory';
      case 'pickup':
        return 'Delivery set to pickup at the practice';
      case 'ship': {
        const address = obj(d, 'address');
        const name = address ? str(address, 'name') : undefined;
        const where = addressText(address);
        return `Delivery address set: ship to ${[name, where].filter(Boolean).join(', ') || 'the patient'}`;
      }
      default:
        return null;
    }
  },
  DeliveryModeSet: (d) => {
    const mode = str(d, 'deliveryModeId');
    const cents = num(d, 'shippingCents');
    if (!mode) return null;
    const label = DELIVERY_MODES[mode as keyof typeof DELIVERY_MODES]?.label ?? words(mode);
    const price = cents === undefined ? '' : cents <= 0 ? ' (free)' : ` (${money(cents)})`;
    const promo = str(d, 'promoCode');
    return `Shipping method set to ${label}${price}${promo ? `, promo ${promo}` : ''}`;
  },
  OrderCheckedOut: (d) => {
    const orderId = str(d, 'orderId');
    const lines = linesOf(d);
    const summary = obj(d, 'summary');
    const total = summary ? num(summary, 'totalCents') : undefined;
    if (!orderId || !lines || total === undefined) return null;
    const boxes = lines.reduce((n, l) => n + l.boxes, 0);
    const paid = paymentText(obj(d, 'payment'));
    return `Order ${orderId} checked out: ${plural(boxes, 'box', 'boxes')}, total ${money(total)}${paid ? `, ${paid}` : ''}`;
  },
  OrderStatusChanged: (d) => {
    const status = str(d, 'status') ? parseOrderStatus(str(d, 'status')!) : undefined;
    if (!status) return null;
    const parts = [`Status changed to ${ORDER_STATUS_LABELS[status]}`];
    if (status === 'shipped_error') parts[0] += ' (tracking unavailable)';
    const tracking = str(d, 'trackingNumber');
    if (tracking) parts.push(`tracking ${tracking}${str(d, 'carrier') ? ` (${str(d, 'carrier')})` : ''}`);
    const eta = str(d, 'estimatedDelivery');
    if (eta && status !== 'delivered') parts.push(`estimated delivery ${usDate(eta)}`);
    return parts.join(', ');
  },
  OrderConfirmationEmailSent: () => 'Order confirmation e-mail sent',
  OrderShippingEmailSent: (d) => `Shipping e-mail sent${str(d, 'trackingNumber') ? `, tracking ${str(d, 'trackingNumber')}` : ''}`,
  OrderNoticeSent: (d) => {
    const rec = d as { notice?: string };
    const channels = channelsOf(d);
    return `${rec.notice === 'delivery' ? 'Delivery' : rec.notice === 'shipping' ? 'Shipping' : 'Confirmation'} notice ${channels ? `sent by ${channels}` : 'not sent (order notices turned off)'}`;
  },
  ReorderReminderDeferred: (d) => (str(d, 'remindAt') ? `Reorder reminder set for ${usDate(str(d, 'remindAt')!.slice(0, 10))}` : null),
  ReorderReminderSent: (d) => {
    const rec = d as { wording?: string };
    const channels = channelsOf(d);
    const what = rec.wording === 'bookExam' ? 'Book-an-exam reminder' : 'Reorder reminder';
    return channels ? `${what} sent by ${channels}` : `${what} not sent (reorder notices turned off)`;
  },

  // rewards: `rewards-{account}` (issue #15)
  RewardsMemberLinked: (d) => {
    const m = str(d, 'manufacturerId');
    if (!m) return null;
    return `${str(d, 'via') === 'signIn' ? 'Signed in to' : 'Joined'} the rewards programme of ${manufacturerWords(m)}`;
  },
  ClaimSubmitted: (d) => {
    const orderId = str(d, 'orderId');
    const cents = num(d, 'amountCents');
    if (!orderId || cents === undefined) return null;
    return `Claim submitted to ${manufacturerWords(str(d, 'manufacturerId') ?? '')} for order ${orderId}: ${money(cents)}`;
  },
  ClaimApproved: (d) => `Claim approved for order ${str(d, 'orderId') ?? ''}${num(d, 'points') !== undefined ? `: ${num(d, 'points')} points` : ''}`,
  ClaimDenied: (d) => `Claim denied for order ${str(d, 'orderId') ?? ''}${str(d, 'message') ? `: ${str(d, 'message')}` : ''}`,
  ClaimPending: (d) => `Claim pending review for order ${str(d, 'orderId') ?? ''}`,
  ClaimFailed: (d) => `Claim error for order ${str(d, 'orderId') ?? ''}${num(d, 'errorCode') !== undefined ? ` (${num(d, 'errorCode')})` : ''}${str(d, 'message') ? `: ${str(d, 'message')}` : ''}`,

  ClaimWindowOpened: (d) => `Reward claim window open for order ${str(d, 'orderId') ?? ''}${str(d, 'deadline') ? ` until ${usDate(str(d, 'deadline')!)}` : ''}`,
  ClaimReminderDue: (d) => `Claim reminder due for order ${str(d, 'orderId') ?? ''}`,
  ClaimReminderSent: (d) => {
    // Before D-600 the reminder was e-mail only and recorded its address as `to`.
    const channels = str(d, 'to') ? 'e-mail' : channelsOf(d);
    return `Claim reminder for order ${str(d, 'orderId') ?? ''} ${channels ? `sent by ${channels}` : 'not sent (order notices turned off)'}`;
  },

  // payments: `cards-{account}` (masked number only; the token never)
  CardSaved: (d) => {
    const masked = str(d, 'maskedCardNumber');
    if (!masked) return null;
    const type = CARD_TYPE_NAMES[str(d, 'cardType') as CardTypeCode] ?? 'Card';
    const expiry = str(d, 'expiry');
    const nickname = str(d, 'cardNickname');
    return `Card saved: ${type} ending ${masked.slice(-4)}${expiry ? `, expires ${expiry}` : ''}${nickname ? ` (${quoted(nickname)})` : ''}`;
  },
  CardDeleted: () => 'Saved card removed',
  DefaultCardSet: () => 'Default card changed',

  // support: `impersonation-{id}`
  ImpersonationBegan: (d) => {
    const csr = str(d, 'csrName');
    const target = str(d, 'targetName');
    if (!csr || !target) return null;
    const reason = str(d, 'reason');
    return `CSR ${csr} began acting as ${target} (${groupWord(str(d, 'targetGroup'))})${reason ? `: ${reason}` : ''}`;
  },
  ImpersonationEnded: (d) => {
    const cause = END_CAUSE_LABELS[str(d, 'cause') as keyof typeof END_CAUSE_LABELS];
    return `Impersonation session ended${cause ? ` (${cause.toLowerCase()})` : ''}`;
  },

  // contact: `contact-{email}` (issue #17)
  ContactRequestSubmitted: (d) => `Contact request from ${str(d, 'name') ?? 'a visitor'}${str(d, 'topic') ? ` about ${str(d, 'topic')}` : ''}`,
  ContactRequestEmailed: () => 'Contact request e-mailed to support, confirmation sent to the sender',
  ContactRequestHandled: () => 'Contact request marked handled',
  // operator-particulars: `operator-particulars-site` (issue #34)
  OperatorParticularsSet: (d) => {
    const p = (typeof d.particulars === 'object' && d.particulars !== null ? d.particulars : {}) as Data;
    return `Legal particulars set: ${str(p, 'companyName') ?? 'the operator'}, effective ${str(p, 'effectiveDate') ?? 'at once'}`;
  },

  // practice-signups: `practice-signup-{id}`, `practice-signup-key-{key}` (issue #17)
  PracticeSignupRequested: (d) => `${str(d, 'practiceName') ?? 'A practice'} asked to join Lensloop`,
  PracticeSignupApproved: (d) => `Sign-up approved: practice ${str(d, 'practiceId') ?? ''} registered`.trim(),
  PracticeSignupDeclined: (d) => `Sign-up declined${str(d, 'reason') ? `: ${str(d, 'reason')}` : ''}`,
  PracticeSignupEmailed: (d) => (str(d, 'kind') === 'declined' ? 'Applicant e-mailed the reason for the decline' : 'Applicant e-mailed that the sign-up was received'),
  PracticeSignupKeyReserved: () => 'Sign-up reserved its e-mail or practice name and ZIP Code (duplicate check)',
  // announcements: `announcement-{id}` (issue #16)
  AnnouncementDrafted: () => 'Announcement saved as a draft',
  AnnouncementScheduled: (d) => {
    const content = d.content && typeof d.content === 'object' ? (d.content as Data) : {};
    const at = str(content, 'liveDate');
    return at ? `Announcement scheduled to go live on ${usDate(at)}` : null;
  },
  AnnouncementPublished: (d) => (d.by === 'schedule' ? 'Announcement published at its live date' : 'Announcement published'),
  AnnouncementEdited: () => 'Live announcement edited',
  AnnouncementTakenDown: (d) => (d.by === 'schedule' ? 'Announcement taken down at its take-down date' : 'Announcement taken down'),
  AnnouncementDeleted: () => 'Announcement deleted',
  AnnouncementBookmarkSet: (d) => (d.isBookmarked === true ? 'Announcement bookmarked' : 'Announcement bookmark removed'),
  // analysis jobs: `analysis-job-{id}`, `report-snapshot-key-{key}` (issue #32)
  AnalysisJobRequested: (d) => `${jobWords(str(d, 'kind'))} requested${str(d, 'label') ? `: ${str(d, 'label')}` : ''}`,
  AnalysisJobStarted: (d) => `${jobWords(str(d, 'kind'))} started (run ${num(d, 'attempt') ?? 1})`,
  AnalysisJobProgressed: (d) => `${jobWords(str(d, 'kind'))} progress: ${num(d, 'done') ?? 0} of ${num(d, 'total') ?? 0}`,
  AnalysisJobCompleted: (d) => `${jobWords(str(d, 'kind'))} finished${num(d, 'seconds') !== undefined ? ` in ${num(d, 'seconds')!.toFixed(1)} s` : ''}`,
  AnalysisJobFailed: (d) => `${jobWords(str(d, 'kind'))} failed${str(d, 'reason') ? `: ${str(d, 'reason')}` : ''}`,
  AnalysisJobDeleted: (d) => `${jobWords(str(d, 'kind'))} deleted`,
  AnalysisJobOutputRemoved: (d) => `${jobWords(str(d, 'kind'))}: its data removed`,
  // the operations console: `ops-projection-{name}`, `ops-queue-{queue}` (issue #33)
  ProjectionPaused: (d) => `Projection ${str(d, 'projection') ?? ''} paused`,
  ProjectionResumed: (d) => `Projection ${str(d, 'projection') ?? ''} resumed`,
  ProjectionRebuildRequested: (d) => `Rebuild of projection ${str(d, 'projection') ?? ''} requested`,
  ProjectionRebuildStarted: (d) => `Rebuild of projection ${str(d, 'projection') ?? ''} started by a worker`,
  ProjectionRebuildProgressed: (d) => `Rebuild of projection ${str(d, 'projection') ?? ''}: ${num(d, 'applied') ?? 0} of ${num(d, 'total') ?? 0} events`,
  ProjectionRebuildCompleted: (d) =>
    `Rebuild of projection ${str(d, 'projection') ?? ''} finished and swapped in${num(d, 'applied') !== undefined ? ` (${num(d, 'applied')} events${num(d, 'seconds') !== undefined ? ` in ${num(d, 'seconds')!.toFixed(1)} s` : ''})` : ''}`,
  ProjectionRebuildFailed: (d) => `Rebuild of projection ${str(d, 'projection') ?? ''} failed${str(d, 'reason') ? `: ${str(d, 'reason')}` : ''}`,
  JobRetryRequested: (d) =>
    str(d, 'jobId') ? `Retry of job ${str(d, 'jobId')} of queue ${str(d, 'queue') ?? ''} requested` : `Retry of all ${num(d, 'jobs') ?? ''} failed jobs of queue ${str(d, 'queue') ?? ''} requested`,
  ReportSnapshotKeyClaimed: () => 'Report snapshot reserved its moment (one per practice and moment)',
  // saved analysis queries: `saved-query-{id}`, `saved-query-name-{owner}-{key}` (issue #32)
  SavedQueryCreated: (d) => `Analysis query saved as “${str(d, 'name') ?? ''}”`,
  SavedQueryRenamed: (d) => `Saved analysis query renamed from “${str(d, 'previousName') ?? ''}” to “${str(d, 'name') ?? ''}”`,
  SavedQueryDeleted: (d) => `Saved analysis query “${str(d, 'name') ?? ''}” deleted`,
  SavedQueryNameClaimed: (d) => `Saved analysis query name “${str(d, 'name') ?? ''}” taken`,
  SavedQueryNameReleased: (d) => `Saved analysis query name “${str(d, 'name') ?? ''}” freed`,
  AnnouncementDeliveredToPatient: (d) => {
    const ways = [str(d, 'email') ? `e-mail to ${str(d, 'email')}` : null, str(d, 'sms') ? `text to ${phoneEnding(str(d, 'sms')!)}` : null].filter(Boolean);
    return ways.length ? `Announcement sent by ${ways.join(' and ')}` : 'Announcement sent';
  },
};

/** An analysis job's kind in words. */
function jobWords(kind: string | undefined): string {
  return kind === 'what-if' ? 'What-if pricing replay' : kind === 'report-snapshot' ? 'Report snapshot' : kind === 'analytics-export' ? 'De-identified analytics export' : 'Analysis job';
}

/** A manufacturer id in words (MFR-AURORA → Aurora). */
function manufacturerWords(id: string): string {
  const w = id.replace(/^MFR-/, '').toLowerCase();
  return w ? w[0]!.toUpperCase() + w.slice(1) : 'the manufacturer';
}

/** The event types with a sentence of their own (the rest get the generic one). */
export const DESCRIBED_EVENT_TYPES: readonly string[] = Object.keys(DESCRIBERS);

/** The sentence for an event nobody described: its type in words and the record it changed. */
export function genericSummary(event: Pick<DescribableEvent, 'type' | 'streamId'>): string {
  return `${humanizeEventType(event.type)} (${describeStream(event.streamId)})`;
}

export function describeEvent(event: DescribableEvent, ctx: DescribeContext = {}): string {
  const data = (event.data && typeof event.data === 'object' && !Array.isArray(event.data) ? event.data : {}) as Data;
  const describe = Object.hasOwn(DESCRIBERS, event.type) ? DESCRIBERS[event.type] : undefined;
  return describe?.(data, event, ctx) ?? genericSummary(event);
}
