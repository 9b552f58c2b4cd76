import { streamIdPart, streamTypeOf } from '../history/stream-types';
import type { LoggedEvent, Pseudonymise } from './event-row';

/**
 * Which events belong to one practice's export (issue #32, D-725): a practice administrator's export
 * holds only their practice's events and the catalog. An event is the practice's when its data
 * names the practice, or one of its locations, carts, orders or accounts (learnt from the log as it
 * is read: registrations, locations added, carts created, orders placed), or its stream is one of
 * theirs. An event that cannot be tied to the practice is left out (deny by default).
 * Ownership is kept by pseudonym, so the state saved beside the export holds no raw id.
 */
export interface ScopeOwnership {
  /** pseudonym (kind:pseudonym) → practice pseudonym */
  owners: Record<string, string>;
}

const CATALOG_STREAMS = new Set(['catalog-product', 'catalog-manufacturer']);
const ACCOUNT_STREAMS = new Set(['customer', 'mfa', 'notification-preferences', 'patient-rx', 'rewards', 'cards', 'patient-invite']);
const ACCOUNT_FIELDS = ['accountNumber', 'customerAccountNumber', 'patientAccountNo', 'patientAccountNumber', 'targetAccountNumber', 'adminAccountNumber'];

export class PracticeScope {
  constructor(readonly practice: string, readonly own: ScopeOwnership, private readonly pseudo: Pseudonymise) {}

  private key(kind: 'account' | 'location' | 'cart' | 'order' | 'session', raw: unknown): string | null {
    return typeof raw === 'string' && raw !== '' ? `${kind}:${this.pseudo(kind, raw)}` : null;
  }

  private ownerOf(kind: 'account' | 'location' | 'cart' | 'order' | 'session', raw: unknown): string | undefined {
    const k = this.key(kind, raw);
    return k ? this.own.owners[k] : undefined;
  }

  private learn(kind: 'account' | 'location' | 'cart' | 'order' | 'session', raw: unknown, practice: string): void {
    const k = this.key(kind, raw);
    if (k) this.own.owners[k] = practice;
  }

  /** Learns what the event says about ownership, then answers whether it is the practice's. */
  includes(e: LoggedEvent): boolean {
    const d = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
    const streamType = streamTypeOf(e.streamId);
    if (CATALOG_STREAMS.has(streamType)) return true;
    const practice = this.practiceOf(e, d, streamType);
    if (!practice) return false;
    if (e.type === 'CustomerRegistered' || e.type === 'PatientCreated') this.learn('account', d.accountNumber, practice);
    if (e.type === 'LocationAdded') this.learn('location', d.locationId, practice);
    if (e.type === 'CartCreated' || e.type === 'OrderCheckedOut') {
      this.learn('cart', d.cartId, practice);
      this.learn('order', d.orderId, practice);
    }
    if (e.type === 'SessionRenewed' || e.type === 'SignedIn') this.learn('session', d.sessionId, practice);
    return practice === this.practice;
  }

  private practiceOf(e: LoggedEvent, d: Record<string, unknown>, streamType: string): string | undefined {
    const content = d.content && typeof d.content === 'object' ? (d.content as Record<string, unknown>) : {};
    for (const raw of [d.practiceId, content.practiceId]) if (typeof raw === 'string' && raw !== '') return this.pseudo('practice', raw);
    const byData =
      this.ownerOf('location', d.locationId) ??
      this.ownerOf('order', d.orderId) ??
      this.ownerOf('cart', d.cartId) ??
      ACCOUNT_FIELDS.map((f) => this.ownerOf('account', d[f])).find(Boolean) ??
      this.ownerOf('session', d.sessionId);
    if (byData) return byData;
    const idPart = streamIdPart(e.streamId);
    if (ACCOUNT_STREAMS.has(streamType)) return this.ownerOf('account', idPart);
    if (streamType === 'cart') return this.ownerOf('cart', idPart);
    if (streamType === 'order') return this.ownerOf('order', idPart);
    if (streamType === 'practice' || streamType === 'email-display-name' || streamType === 'staff-notifications') return this.pseudo('practice', idPart);
    if (streamType === 'pricing') return this.ownerOf('location', idPart);
    if (streamType === 'session') return this.ownerOf('session', idPart);
    return undefined;
  }
}
