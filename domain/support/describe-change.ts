/**
 * Plain-words summaries of the changes a CSR made while acting as a user, for the audit trail.
 * Known events say what happened in the user's terms; any other event is named by its type and
 * the record it changed. Event data is only read for known, non-secret fields: a summary never
 * carries a password hash, a code or a token.
 */

/** Events that open, close or mark a session: shown as the session's start and end, not as changes. */
export const SESSION_BOOKKEEPING_EVENTS: readonly string[] = ['ImpersonationBegan', 'ImpersonationEnded', 'SignedIn', 'SignedOut'];

export function isAuditedChange(type: string): boolean {
  return !SESSION_BOOKKEEPING_EVENTS.includes(type);
}

type Data = Record<string, unknown>;

function text(data: Data, key: string): string {
  const v = data[key];
  return typeof v === 'string' ? v : '';
}

function fullName(data: Data): string {
  return [text(data, 'firstName'), text(data, 'lastName')].filter(Boolean).join(' ');
}

/** "CustomerProfileUpdated" → "Customer profile updated". */
export function humanizeEventType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return type;
  return words
    .map((w, i) => (/^[A-Z0-9]{2,}$/.test(w) ? w : i === 0 ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()))
    .join(' ');
}

/** "customer-123456789" → "account 123456789"; "practice-PR-1001" → "practice PR-1001". */
export function describeStream(streamId: string): string {
  const dash = streamId.indexOf('-');
  if (dash < 0) return streamId;
  const kind = streamId.slice(0, dash);
  const id = streamId.slice(dash + 1);
  switch (kind) {
    case 'customer':
      return `account ${id}`;
    case 'practice':
      return `practice ${id}`;
    case 'email':
      return `e-mail ${id}`;
    default:
      return `${kind} ${id}`;
  }
}

export function describeChange(event: { type: string; data: unknown; streamId: string }): string {
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Data;
  switch (event.type) {
    case 'PatientCreated': {
      const email = text(data, 'email');
      return `Created patient ${fullName(data)}${email ? ` (${email})` : ''}, account ${text(data, 'accountNumber')}`;
    }
    case 'CustomerRegistered':
      return `Registered ${text(data, 'customerGroup') || 'customer'} account ${fullName(data)}, account ${text(data, 'accountNumber')}`;
    case 'EmailReserved':
      return `Reserved the e-mail address ${text(data, 'email')} for account ${text(data, 'accountNumber')}`;
    case 'PasswordSet':
      return `Set a new password for ${describeStream(event.streamId)}`;
    case 'WelcomeEmailRequested':
      return `Asked for the welcome e-mail to be sent again to ${describeStream(event.streamId)}`;
    case 'WelcomeEmailSent':
      return `Welcome e-mail sent to ${text(data, 'to')}`;
    default:
      return `${humanizeEventType(event.type)} (${describeStream(event.streamId)})`;
  }
}
