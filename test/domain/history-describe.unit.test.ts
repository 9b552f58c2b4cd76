import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIBED_EVENT_TYPES, describeEvent, genericSummary } from '../../domain/history/describe-event';
import { isSecretKey } from '../../domain/history/redact';
import { describeChange } from '../../domain/support/describe-change';

/**
 * The one describer of the log (issue #6): every event type the code declares has its own
 * sentence. The list of types is read from domain/ (every `interface … { type: 'X'; … }`), not
 * written here, so a new event type without a sentence (or without a row below) fails this test.
 */
function declaredEventTypes(dir = join(__dirname, '../../domain')): string[] {
  const found = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const t of declaredEventTypes(path)) found.add(t);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/^\s+type: '([A-Z][A-Za-z0-9]+)';$/gm)) found.add(m[1]!);
    }
  }
  return [...found].sort();
}

const names = new Map([
  ['PRD-1001', 'Aurora Day Moist'],
  ['PRD-1008', 'Aurora Toric'],
]);
const ctx = { productName: (id: string) => names.get(id) };

const eyes = {
  rightEyeRx: { productId: 'PRD-1001', variantId: 'v1', dimensions: { baseCurve: '8.6', diameter: '14.2', power: '-2.25' } },
  leftEyeRx: { productId: 'PRD-1001', variantId: 'v2', dimensions: { baseCurve: '8.6', diameter: '14.2', power: '-2.50' } },
};
const line = (eye: 'OD' | 'OS', boxes: number, unitPriceCents: number, productId = 'PRD-1001') => ({
  eye,
  productId,
  variantId: `${productId}:x`,
  dimensions: { power: '-2.25' },
  boxes,
  packSize: 30,
  unitPriceCents,
  supplyDays: 90,
});
const summary = { subTotalCents: 20000, discountCents: 1000, insuranceCents: 0, shippingCents: 599, taxCents: 1641, totalCents: 21240 };
const perTier = (single: number, semiAnnual: number, annual: number) => ({ single, semiAnnual, annual });

/** [type, data, stream, sentence]: one row per declared event type. */
const SAMPLES: [string, Record<string, unknown>, string, string][] = [
  // identity
  ['CustomerRegistered', { accountNumber: '900000001', customerGroup: 'CSR', email: 'c@x.test', firstName: 'Casey', lastName: 'Support' }, 'customer-900000001', 'Registered support account Casey Support, account 900000001'],
  ['PatientCreated', { accountNumber: '123', practiceId: 'P', locationId: 'L', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }, 'customer-123', 'Created patient Ada Lovelace (ada@example.com), account 123'],
  ['PasswordSet', { passwordHash: '$argon2id$v=19$SECRETHASH', via: 'welcome', tokenId: 'link-id-1' }, 'customer-123', 'Registered: password set from the welcome e-mail (account 123)'],
  ['PasswordResetRequested', { resetId: 'r1', requestedAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-01T01:00:00Z' }, 'customer-123', 'Password reset requested (account 123)'],
  ['SignedIn', { sessionId: 's1', expiresAt: 'x' }, 'customer-123', 'Signed in'],
  ['SignedOut', { sessionId: 's1' }, 'customer-123', 'Signed out'],
  ['WelcomeEmailRequested', { requestedBy: '9', force: true }, 'customer-123', 'Asked for the welcome e-mail to be sent again to account 123 (forced by support)'],
  ['WelcomeEmailSent', { messageId: 'm', to: 'ada@example.com', causationEventId: 'e' }, 'customer-123', 'Welcome e-mail sent to ada@example.com'],
  ['EmailChangeRequested', { changeId: 'c', newEmail: 'new@example.com', requestedAt: 'x', expiresAt: 'y' }, 'customer-123', 'Asked to change the e-mail address to new@example.com; a confirmation link was sent there'],
  ['EmailChanged', { changeId: 'c', previousEmail: 'old@example.com', email: 'new@example.com' }, 'customer-123', 'E-mail address changed from old@example.com to new@example.com'],
  [
    'CustomerProfileUpdated',
    { firstName: 'Ada', lastName: 'Lovelace', phone: '5125550143', dob: '04/12/1988', addresses: [{ address1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' }] },
    'customer-123',
    'Personal info updated: name Ada Lovelace; phone ending 0143; date of birth 04/12/1988; address 12 Main St, Austin, TX 78701',
  ],
  ['PatientDeactivated', { deactivatedBy: '700000001' }, 'customer-123', 'Patient profile deleted (deactivated): hidden from the practice lists and can no longer sign in'],
  ['InviteFlagSet', { flagged: true }, 'customer-123', 'Flagged for an invite'],
  ['PatientSyncedFromPms', { firstName: 'Ada', lastName: 'King', dob: '1988-04-12', lastSyncDate: 'x' }, 'customer-123', 'Updated from the PMS import: Ada King, date of birth 04/12/1988'],
  ['PmsIntegrationBannerDisabled', {}, 'customer-700000001', 'Hid the “connect your PMS” banner'],
  ['PmsUpdateBannerDisabled', {}, 'customer-700000001', 'Dismissed the “patients were updated from your PMS” banner'],
  ['EmailReserved', { email: 'ada@example.com', accountNumber: '123' }, 'email-ada@example.com', 'Reserved the e-mail address ada@example.com for account 123'],
  ['EmailReleased', { email: 'old@example.com', accountNumber: '123' }, 'email-old@example.com', 'Released the e-mail address old@example.com from account 123'],
  // security
  ['PhoneNumberSet', { phone: '5125550143' }, 'mfa-123', 'SMS number changed to the number ending 0143'],
  [
    'VerificationCodeSent',
    { codeId: 'c1', purpose: 'verify-phone', phone: '5125550143', codeHash: 'CODEHASH123', contextHash: 'CTXHASH', sentAt: 'x', expiresAt: 'y' },
    'mfa-123',
    'Verification code texted to the number ending 0143 to verify the number',
  ],
  ['VerificationCodeRejected', { codeId: 'c1', attempt: 2 }, 'mfa-123', 'Wrong verification code entered (attempt 2)'],
  ['PhoneNumberVerified', { phone: '5125550143', codeId: 'c1' }, 'mfa-123', 'SMS number ending 0143 verified'],
  ['MfaSignInVerified', { codeId: 'c1', sessionId: 's' }, 'mfa-123', 'Sign-in confirmed with a texted code'],
  ['TwoFactorEnabled', { phone: '5125550143' }, 'mfa-123', 'Two-factor sign-in turned on (codes to the number ending 0143)'],
  ['TwoFactorDisabled', {}, 'mfa-123', 'Two-factor sign-in turned off'],
  ['MfaModalPreferenceSet', { hideMfaModal: true }, 'mfa-123', 'Chose not to be asked again to secure the account'],
  [
    'NotificationPreferencesChanged',
    { changes: { orderNotificationEmail: false, tipsNotificationSms: true }, source: 'settings' },
    'notification-preferences-123',
    'Notification preferences changed: order e-mails off, tips texts on',
  ],
  // practices
  ['PracticeRegistered', { practiceId: 'PR-1', name: 'Clearview Eye Care' }, 'practice-PR-1', 'Practice Clearview Eye Care registered'],
  ['LocationAdded', { practiceId: 'PR-1', locationId: 'L1', name: 'Downtown', address: { address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } }, 'practice-PR-1', 'Location Downtown added (Austin, TX)'],
  ['DefaultPrescriptionExpirySet', { practiceId: 'PR-1', years: 1 }, 'practice-PR-1', 'Default prescription expiration set to 1 year'],
  ['PracticeBlocked', { practiceId: 'PR-1' }, 'practice-PR-1', 'Practice blocked by support'],
  ['PracticeUnblocked', { practiceId: 'PR-1' }, 'practice-PR-1', 'Practice unblocked by support'],
  ['CreditHoldPlaced', { practiceId: 'PR-1' }, 'practice-PR-1', 'Account credit put on hold'],
  ['CreditHoldReleased', { practiceId: 'PR-1' }, 'practice-PR-1', 'Account credit hold released'],
  ['LocationDeactivated', { practiceId: 'PR-1', locationId: 'L1' }, 'practice-PR-1', 'Location L1 deactivated'],
  ['LocationReactivated', { practiceId: 'PR-1', locationId: 'L1' }, 'practice-PR-1', 'Location L1 reactivated'],
  ['PracticeInfoUpdated', { practiceId: 'PR-1', name: 'Clearview', phone: '5125550100' }, 'practice-PR-1', 'Practice information updated: Clearview, phone 5125550100'],
  [
    'LocationInfoUpdated',
    { practiceId: 'PR-1', locationId: 'L1', name: 'Downtown', address: { address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' }, phone: null },
    'practice-PR-1',
    'Location information updated: Downtown, 1 Main, Austin, TX 78701',
  ],
  [
    'PracticeNotificationPreferencesChanged',
    { practiceId: 'PR-1', locationId: 'L1', changes: { weeklyReportNotificationEmail: true } },
    'practice-PR-1',
    'Notification e-mails of location L1 changed: weekly report on',
  ],
  ['EmailDisplayNameSet', { practiceId: 'PR-1', displayName: 'Clearview Eye Care' }, 'email-display-name-PR-1', 'E-mail display name set to "Clearview Eye Care"'],
  [
    'StaffNotificationsMarked',
    { practiceId: 'PR-1', locationId: null, items: [{ id: 'a', isViewed: true }, { id: 'b', isViewed: true }, { id: 'c', isViewed: false }], markedBy: '7', markedAt: 'x' },
    'staff-notifications-PR-1',
    'Marked 2 notifications as viewed and 1 notification as not viewed',
  ],
  // access requests, invites
  [
    'AccessRequestCreated',
    { requestId: 'r', practiceId: 'PR-2', locationId: 'L', patientEmail: 'ada@example.com', patientAccountNumber: '123', requestedBy: '7', requestDate: '2026-01-01', expiryDate: '2026-01-31' },
    'access-request-r',
    'Access request sent to ada@example.com, open until 01/31/2026',
  ],
  ['AccessRequestEmailSent', { tokenHash: 'TOKENHASH', messageId: 'm', to: 'ada@example.com', sentAt: 'x' }, 'access-request-r', 'Access request e-mail sent to ada@example.com'],
  ['AccessRequestCancelled', { cancelledBy: '7', cancelledAt: 'x' }, 'access-request-r', 'Access request cancelled'],
  [
    'AccessRequestAnswered',
    { requestId: 'r', practiceId: 'PR-2', locationId: 'L', status: 'denied', denialReason: 'I moved', answeredBy: '123', answeredAt: 'x', viaToken: true },
    'access-request-r',
    'Access request denied from the e-mailed link: I moved',
  ],
  ['AccessRequestArchived', { archivedBy: '7', archivedAt: 'x' }, 'access-request-r', 'Access request archived'],
  ['PatientInviteSent', { accountNumber: '123', practiceId: 'P', locationId: 'L', email: 'ada@example.com', kind: 'followup', sentAt: 'x', sentBy: '7' }, 'patient-invite-123', 'Follow-up invite sent to ada@example.com'],
  ['InviteEmailBounced', { accountNumber: '123', email: 'ada@bounce.test', bouncedAt: 'x', causationEventId: 'e', reason: '550' }, 'patient-invite-123', 'Invite e-mail to ada@bounce.test bounced'],
  // prescriptions
  [
    'PrescriptionCreated',
    { prescriptionId: 'rx1', patientAccountNo: '123', practiceId: 'P', locationId: 'L', prescriptionNickname: 'Daily wear', prescriptionExpirationDate: '2027-11-23', sameForBothEyes: false, ...eyes },
    'patient-rx-123',
    'Prescription "Daily wear" created: Aurora Day Moist, OD −2.25 / OS −2.50, expires 11/23/2027',
  ],
  [
    'PrescriptionUpdated',
    {
      prescriptionId: 'rx1',
      patientAccountNo: '123',
      practiceId: 'P',
      locationId: 'L',
      prescriptionNickname: 'Toric',
      prescriptionExpirationDate: '2028-01-02',
      sameForBothEyes: false,
      rightEyeRx: { productId: 'PRD-1008', variantId: 'v', dimensions: { power: '-2.25', cylinder: '-1.25', axis: '180' } },
      leftEyeRx: null,
    },
    'patient-rx-123',
    'Prescription "Toric" updated: Aurora Toric, OD −2.25 −1.25 × 180, expires 01/02/2028',
  ],
  ['PrescriptionNicknameChanged', { prescriptionId: 'rx1', patientAccountNo: '123', prescriptionNickname: 'Weekend pair' }, 'patient-rx-123', 'Prescription nickname changed to "Weekend pair"'],
  ['PrescriptionExpirationChanged', { prescriptionId: 'rx1', patientAccountNo: '123', prescriptionExpirationDate: '2027-06-30' }, 'patient-rx-123', 'Prescription expiration changed to 06/30/2027'],
  ['PrescriptionStateChanged', { prescriptionId: 'rx1', patientAccountNo: '123', state: 'deleted' }, 'patient-rx-123', 'Prescription deleted'],
  // catalog
  ['ManufacturerRegistered', { manufacturerId: 'M1', displayName: 'Aurora Vision' }, 'catalog-manufacturer-M1', 'Manufacturer Aurora Vision added to the catalog'],
  ['ManufacturerUpdated', { manufacturerId: 'M1', displayName: 'Aurora Vision' }, 'catalog-manufacturer-M1', 'Manufacturer Aurora Vision updated'],
  ['ProductAdded', { productId: 'PRD-1001', name: 'Aurora Day Moist', boxPrice: 39, isAvailable: true }, 'catalog-product-PRD-1001', 'Product Aurora Day Moist added to the catalog, cost $39.00 per box'],
  ['ProductUpdated', { productId: 'PRD-1001', name: 'Aurora Day Moist', boxPrice: 41.5, isAvailable: false }, 'catalog-product-PRD-1001', 'Product Aurora Day Moist updated, cost $41.50 per box, not available'],
  // pricing
  [
    'PricingStrategyUpdated',
    { locationId: 'L1', practiceId: 'P', strategy: { markupType: 'percentage', tiered: true, values: perTier(135, 130, 125.5), minimumCents: { single: 2500, semiAnnual: null, annual: null } } },
    'pricing-L1',
    'Pricing strategy set to percentage markup of single 35 %, semi-annual 30 %, annual 25.5 %; minimum per box: single $25.00',
  ],
  [
    'PricingRuleSet',
    { locationId: 'L1', practiceId: 'P', rule: { scope: 'product', scopeId: 'PRD-1001', ruleType: 'price', tiered: false, values: perTier(4999, 4999, 4999) } },
    'pricing-L1',
    'Custom pricing for Aurora Day Moist: price $49.99 per box',
  ],
  ['PricingRuleCleared', { locationId: 'L1', practiceId: 'P', scope: 'brand', scopeId: 'BR-AURORA' }, 'pricing-L1', 'Custom pricing for brand BR-AURORA removed'],
  ['FavoriteProductsAdded', { locationId: 'L1', practiceId: 'P', productIds: ['PRD-1001', 'PRD-1008'] }, 'pricing-L1', 'Added to favorites: Aurora Day Moist and Aurora Toric'],
  ['FavoriteProductsRemoved', { locationId: 'L1', practiceId: 'P', productIds: ['PRD-1008'] }, 'pricing-L1', 'Removed from favorites: Aurora Toric'],
  // ordering
  [
    'CartCreated',
    { cartId: 'c1', customerAccountNumber: '123', practiceId: 'P', locationId: 'L', prescriptionId: 'rx1', placedBy: 'Practice', lines: [line('OD', 2, 5460), line('OS', 1, 5460)], createdAt: 'x', expiresAt: 'y' },
    'cart-c1',
    'Order started: OD 2 boxes of Aurora Day Moist, OS 1 box of Aurora Day Moist, subtotal $163.80',
  ],
  ['CartReviewed', { cartId: 'c1', summary }, 'cart-c1', 'Order reviewed: total $212.40'],
  ['CartRenewed', { cartId: 'c1', lines: [line('OD', 2, 5500)], expiresAt: 'y' }, 'cart-c1', 'Order restarted after being idle; prices refreshed, subtotal $110.00'],
  ['CartDiscountSet', { cartId: 'c1', discountCents: 1000, insuranceCents: 0 }, 'cart-c1', 'Discount set to $10.00 and insurance to $0.00'],
  [
    'DeliveryAddressAdded',
    { cartId: 'c1', method: 'ship', address: { name: 'Ada Lovelace', address1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' } },
    'cart-c1',
    'Delivery address set: ship to Ada Lovelace, 12 Main St, Austin, TX 78701',
  ],
  ['DeliveryModeSet', { cartId: 'c1', deliveryModeId: 'standard', promoCode: null, shippingCents: 599 }, 'cart-c1', 'Shipping method set to Standard shipping ($5.99)'],
  [
    'OrderCheckedOut',
    {
      cartId: 'c1',
      orderId: 'SO-261001-ABC123',
      orderDate: 'x',
      customerAccountNumber: '123',
      practiceId: 'P',
      locationId: 'L',
      prescriptionId: 'rx1',
      placedBy: 'Practice',
      createdByCsr: false,
      lines: [line('OD', 2, 5000), line('OS', 2, 5000)],
      summary,
      delivery: { method: 'inOffice', address: null, deliveryModeId: null, promoCode: null },
      payment: { type: 'pos', method: 'cash' },
    },
    'cart-c1',
    'Order SO-261001-ABC123 checked out: 4 boxes, total $212.40, paid in office (cash)',
  ],
  [
    'OrderStatusChanged',
    { orderId: 'SO-1', status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS', estimatedDelivery: '2026-10-09', at: 'x' },
    'order-SO-1',
    'Status changed to Shipped, tracking 1Z999AA10123456784 (UPS), estimated delivery 10/09/2026',
  ],
  ['OrderConfirmationEmailSent', { orderId: 'SO-1', to: 'ada@example.com', messageId: 'm', sentAt: 'x' }, 'order-SO-1', 'Order confirmation e-mail sent'],
  ['OrderShippingEmailSent', { orderId: 'SO-1', to: 'ada@example.com', messageId: 'm', trackingNumber: '1Z9', sentAt: 'x' }, 'order-SO-1', 'Shipping e-mail sent, tracking 1Z9'],
  ['OrderNoticeSent', { orderId: 'SO-1', notice: 'delivery', email: { to: 'ada@example.com', messageId: 'm' }, sms: { to: '5125550100', messageId: 's' }, sentAt: 'x' }, 'order-SO-1', 'Delivery notice sent by e-mail and text message'],
  ['ReorderReminderDeferred', { accountNumber: '100', prescriptionId: 'rx', orderId: 'SO-1', supplyUntil: '2026-12-03', interval: 'week', remindAt: '2026-11-27T14:00:00.000Z' }, 'reorder-100-rx', 'Reorder reminder set for 11/27/2026'],
  ['ReorderReminderSent', { accountNumber: '100', prescriptionId: 'rx', orderId: 'SO-1', supplyUntil: '2026-12-03', wording: 'bookExam', email: null, sms: null, sentAt: 'x' }, 'reorder-100-rx', 'Book-an-exam reminder not sent (reorder notices turned off)'],
  // payments
  [
    'CardSaved',
    {
      accountNumber: '123',
      uniqueCardId: 'card1',
      token: 'tok_SECRET_CARD_TOKEN',
      maskedCardNumber: '************1111',
      cardType: '001',
      expiry: '12/28',
      cardNickname: 'Visa ending 1111',
      billing: {},
      savedAt: 'x',
    },
    'cards-123',
    'Card saved: Visa ending 1111, expires 12/28 ("Visa ending 1111")',
  ],
  ['CardDeleted', { accountNumber: '123', uniqueCardId: 'card1', deletedAt: 'x' }, 'cards-123', 'Saved card removed'],
  ['DefaultCardSet', { accountNumber: '123', uniqueCardId: 'card1' }, 'cards-123', 'Default card changed'],
  // support
  [
    'ImpersonationBegan',
    { impersonationId: 'i1', sessionId: 's', csrAccountNumber: '900000001', csrName: 'Casey Support', csrSessionId: 'cs', targetAccountNumber: '7', targetGroup: 'Staff', targetName: 'Morgan Reyes', targetEmail: 'm@x.test', reason: 'Phone call' },
    'impersonation-i1',
    'CSR Casey Support began acting as Morgan Reyes (staff): Phone call',
  ],
  ['ImpersonationEnded', { impersonationId: 'i1', sessionId: 's', cause: 'new-search' }, 'impersonation-i1', 'Impersonation session ended (ended by a new customer search)'],
  ['StaffMemberDeactivated', { deactivatedBy: '700000000' }, 'customer-123', 'Staff member deactivated by the practice administrator: can no longer sign in'],
  ['DistributorStaffDeactivated', { deactivatedBy: '900000001' }, 'customer-310', 'Access deactivated by support: can no longer sign in, open sessions ended'],
  ['DistributorStaffReactivated', { reactivatedBy: '900000001' }, 'customer-310', 'Access restored by support'],
  ['ContactRequestSubmitted', { requestId: 'r', name: 'Ann Lee', email: 'ann@x.test', topic: 'returns', message: 'Hi', submittedAt: 't' }, 'contact-ann@x.test', 'Contact request from Ann Lee about returns'],
  ['ContactRequestEmailed', { requestId: 'r', supportMessageId: 'a', confirmationMessageId: 'b', causationEventId: 'e' }, 'contact-ann@x.test', 'Contact request e-mailed to support, confirmation sent to the sender'],
  ['ContactRequestHandled', { requestId: 'r', handledBy: '900000001', handledAt: 't' }, 'contact-ann@x.test', 'Contact request marked handled'],
  ['OperatorParticularsSet', { particulars: { companyName: 'Northwind Lens Supply, LLC', effectiveDate: '2026-01-01' }, setAt: 't' }, 'operator-particulars-site', 'Legal particulars set: Northwind Lens Supply, LLC, effective 2026-01-01'],
  ['PracticeSignupRequested', { signupId: 's', practiceName: 'Bright Eyes' }, 'practice-signup-s', 'Bright Eyes asked to join Lensloop'],
  ['PracticeSignupApproved', { signupId: 's', practiceId: 'PR-S1' }, 'practice-signup-s', 'Sign-up approved: practice PR-S1 registered'],
  ['PracticeSignupDeclined', { signupId: 's', reason: 'No licence' }, 'practice-signup-s', 'Sign-up declined: No licence'],
  ['PracticeSignupEmailed', { signupId: 's', kind: 'declined' }, 'practice-signup-s', 'Applicant e-mailed the reason for the decline'],
  ['SessionRenewed', { sessionId: 's', accountNumber: '1', generation: 2, expiresAt: 'x' }, 'session-s', 'Session token renewed (token 2)'],
  ['AccessRequestKeyClaimed', { key: 'PR-1-100', requestId: 'r', claimedAt: 'x' }, 'access-request-key-PR-1-100', 'Access request claimed its practice and patient key (duplicate check)'],
  ['PracticeSignupKeyReserved', { key: 'email-a@x.test', signupId: 's' }, 'practice-signup-key-email-a@x.test', 'Sign-up reserved its e-mail or practice name and ZIP Code (duplicate check)'],
  // announcements
  ['AnnouncementDrafted', { announcementId: 'a1', content: {}, savedBy: '900000001' }, 'announcement-a1', 'Announcement saved as a draft'],
  ['AnnouncementScheduled', { announcementId: 'a1', content: { liveDate: '2026-12-02T15:00:00.000Z' }, savedBy: '900000001' }, 'announcement-a1', 'Announcement scheduled to go live on 12/02/2026'],
  ['AnnouncementPublished', { announcementId: 'a1', content: {}, publishedAt: 'x', by: 'schedule' }, 'announcement-a1', 'Announcement published at its live date'],
  ['AnnouncementEdited', { announcementId: 'a1', content: {}, savedBy: '900000001' }, 'announcement-a1', 'Live announcement edited'],
  ['AnnouncementTakenDown', { announcementId: 'a1', takenDownAt: 'x', by: 'csr' }, 'announcement-a1', 'Announcement taken down'],
  ['AnnouncementDeleted', { announcementId: 'a1', deletedAt: 'x' }, 'announcement-a1', 'Announcement deleted'],
  ['AnnouncementBookmarkSet', { announcementId: 'a1', isBookmarked: true }, 'announcement-a1', 'Announcement bookmarked'],
  ['AnnouncementDeliveredToPatient', { announcementId: 'a1', accountNumber: '123', email: 'ada@example.com', sms: null, deliveredAt: 'x' }, 'announcement-delivery-a1-123', 'Announcement sent by e-mail to ada@example.com'],
  ['RewardsMemberLinked', { accountNumber: '1', manufacturerId: 'MFR-AURORA', memberUID: 'AUR-1', via: 'join', email: 'a@x', at: 'x' }, 'rewards-1', 'Joined the rewards programme of Aurora'],
  ['ClaimSubmitted', { claimId: 'c1', orderId: 'SO-1', manufacturerId: 'MFR-MERIDIAN', amountCents: 10000 }, 'rewards-1', 'Claim submitted to Meridian for order SO-1: $100.00'],
  ['ClaimApproved', { claimId: 'c1', orderId: 'SO-1', points: 10000 }, 'rewards-1', 'Claim approved for order SO-1: 10000 points'],
  ['ClaimDenied', { claimId: 'c1', orderId: 'SO-1', message: 'Not verified.' }, 'rewards-1', 'Claim denied for order SO-1: Not verified.'],
  ['ClaimPending', { claimId: 'c1', orderId: 'SO-1' }, 'rewards-1', 'Claim pending review for order SO-1'],
  ['ClaimFailed', { claimId: 'c1', orderId: 'SO-1', errorCode: 461, message: 'The request is invalid.' }, 'rewards-1', 'Claim error for order SO-1 (461): The request is invalid.'],
  ['ClaimWindowOpened', { orderId: 'SO-1', deadline: '2027-01-10' }, 'rewards-1', 'Reward claim window open for order SO-1 until 01/10/2027'],
  ['ClaimReminderDue', { orderId: 'SO-1' }, 'rewards-1', 'Claim reminder due for order SO-1'],
  ['ClaimReminderSent', { orderId: 'SO-1', email: null, sms: { to: '5125550100', messageId: 's' } }, 'rewards-1', 'Claim reminder for order SO-1 sent by text message'],
  ['AnalysisJobRequested', { jobId: 'j1', kind: 'report-snapshot', practiceId: 'PR-1', label: 'As of 10/01/2026 3:30 PM' }, 'analysis-job-j1', 'Report snapshot requested: As of 10/01/2026 3:30 PM'],
  ['AnalysisJobStarted', { jobId: 'j1', kind: 'what-if', practiceId: 'PR-1', attempt: 2 }, 'analysis-job-j1', 'What-if pricing replay started (run 2)'],
  ['AnalysisJobProgressed', { jobId: 'j1', kind: 'what-if', practiceId: 'PR-1', done: 10, total: 40 }, 'analysis-job-j1', 'What-if pricing replay progress: 10 of 40'],
  ['AnalysisJobCompleted', { jobId: 'j1', kind: 'report-snapshot', practiceId: 'PR-1', seconds: 2.25 }, 'analysis-job-j1', 'Report snapshot finished in 2.3 s'],
  ['AnalysisJobFailed', { jobId: 'j1', kind: 'what-if', practiceId: 'PR-1', reason: 'The log could not be read.' }, 'analysis-job-j1', 'What-if pricing replay failed: The log could not be read.'],
  ['AnalysisJobDeleted', { jobId: 'j1', kind: 'report-snapshot', practiceId: 'PR-1' }, 'analysis-job-j1', 'Report snapshot deleted'],
  ['AnalysisJobOutputRemoved', { jobId: 'j1', kind: 'report-snapshot', practiceId: 'PR-1' }, 'analysis-job-j1', 'Report snapshot: its data removed'],
  ['ProjectionPaused', { projection: 'orders', pausedAt: '2026-03-02T10:00:00Z' }, 'ops-projection-orders', 'Projection orders paused'],
  ['ProjectionResumed', { projection: 'orders', resumedAt: '2026-03-02T10:00:00Z' }, 'ops-projection-orders', 'Projection orders resumed'],
  ['ProjectionRebuildRequested', { projection: 'orders', rebuildId: 'r1' }, 'ops-projection-orders', 'Rebuild of projection orders requested'],
  ['ProjectionRebuildStarted', { projection: 'orders', rebuildId: 'r1', processId: 'w1' }, 'ops-projection-orders', 'Rebuild of projection orders started by a worker'],
  ['ProjectionRebuildProgressed', { projection: 'orders', rebuildId: 'r1', applied: 10, total: 40 }, 'ops-projection-orders', 'Rebuild of projection orders: 10 of 40 events'],
  ['ProjectionRebuildCompleted', { projection: 'orders', rebuildId: 'r1', applied: 40, seconds: 1.25 }, 'ops-projection-orders', 'Rebuild of projection orders finished and swapped in (40 events in 1.3 s)'],
  ['ProjectionRebuildFailed', { projection: 'orders', rebuildId: 'r1', reason: 'The worker could not finish it.' }, 'ops-projection-orders', 'Rebuild of projection orders failed: The worker could not finish it.'],
  ['JobRetryRequested', { queue: 'send-email', jobId: 'j1', jobs: 1 }, 'ops-queue-send-email', 'Retry of job j1 of queue send-email requested'],
  ['ReportSnapshotKeyClaimed', { key: 'PR-1-20261001', jobId: 'j1' }, 'report-snapshot-key-PR-1-20261001', 'Report snapshot reserved its moment (one per practice and moment)'],
  ['SavedQueryCreated', { savedQueryId: 'q1', name: 'Orders by month' }, 'saved-query-q1', 'Analysis query saved as “Orders by month”'],
  ['SavedQueryRenamed', { savedQueryId: 'q1', name: 'Monthly', previousName: 'Orders by month' }, 'saved-query-q1', 'Saved analysis query renamed from “Orders by month” to “Monthly”'],
  ['SavedQueryDeleted', { savedQueryId: 'q1', name: 'Monthly' }, 'saved-query-q1', 'Saved analysis query “Monthly” deleted'],
  ['SavedQueryNameClaimed', { savedQueryId: 'q1', name: 'Monthly' }, 'saved-query-name-1001-6d', 'Saved analysis query name “Monthly” taken'],
  ['SavedQueryNameReleased', { savedQueryId: 'q1', name: 'Monthly' }, 'saved-query-name-1001-6d', 'Saved analysis query name “Monthly” freed'],
];

describe('describer: every event type in plain words', () => {
  const declared = declaredEventTypes();

  it('finds the event types in the code', () => {
    expect(declared.length).toBeGreaterThan(70);
    expect(declared).toContain('OrderCheckedOut');
  });

  it('has a row below and a sentence of its own for every declared event type, and nothing else', () => {
    expect(SAMPLES.map(([t]) => t).sort()).toEqual(declared);
    expect([...DESCRIBED_EVENT_TYPES].sort()).toEqual(declared);
  });

  it.each(SAMPLES)('%s', (type, data, streamId, sentence) => {
    const text = describeEvent({ type, data, streamId }, ctx);
    expect(text).toBe(sentence);
    // PasswordResetRequested's own sentence is the audit trail's established wording, which reads like the generic one.
    if (type !== 'PasswordResetRequested') expect(text).not.toBe(genericSummary({ type, streamId }));
  });

  it('never prints a secret field of any sample (hashes, codes, tokens, link ids)', () => {
    for (const [type, data, streamId] of SAMPLES) {
      const text = describeEvent({ type, data, streamId }, ctx);
      const walk = (value: unknown, key = ''): void => {
        if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
        else if (typeof value === 'string' && value.length > 3 && isSecretKey(key)) expect(text, `${type}.${key}`).not.toContain(value);
      };
      walk(data);
    }
    expect(describeEvent({ type: 'CardSaved', data: SAMPLES.find(([t]) => t === 'CardSaved')![1], streamId: 'cards-1' })).not.toContain('tok_');
  });

  it('a claim reminder names its channels (D-600), none, or the e-mail of a reminder recorded before D-600', () => {
    const said = (data: Record<string, unknown>) => describeEvent({ type: 'ClaimReminderSent', data: { orderId: 'SO-1', ...data }, streamId: 'rewards-1' }, ctx);
    expect(said({ email: null, sms: null })).toBe('Claim reminder for order SO-1 not sent (order notices turned off)');
    expect(said({ email: { to: 'a@x', messageId: 'm' }, sms: { to: '5125550100', messageId: 's' } })).toBe('Claim reminder for order SO-1 sent by e-mail and text message');
    expect(said({ to: 'ada@example.com', messageId: 'm' })).toBe('Claim reminder for order SO-1 sent by e-mail');
  });

  it('names an event it cannot read (missing fields, unknown type) by its type and record, without its data', () => {
    expect(describeEvent({ type: 'PrescriptionCreated', data: { secret: 'x' }, streamId: 'patient-rx-123' })).toBe('Prescription created (prescriptions of account 123)');
    expect(describeEvent({ type: 'PracticeNoteAdded', data: { note: 'secret text' }, streamId: 'practice-PR-1001' })).toBe('Practice note added (practice PR-1001)');
    expect(describeEvent({ type: 'OrderCheckedOut', data: null, streamId: 'cart-c9' })).toBe('Order checked out (cart c9)');
    expect(describeEvent({ type: 'toString', data: {}, streamId: 'x-1' })).toBe('To string (x 1)');
  });

  it('without product names, names products by id; the audit trail uses the same describer', () => {
    const [, data, streamId] = SAMPLES.find(([t]) => t === 'PrescriptionCreated')!;
    expect(describeEvent({ type: 'PrescriptionCreated', data, streamId })).toBe('Prescription "Daily wear" created: product PRD-1001, OD −2.25 / OS −2.50, expires 11/23/2027');
    expect(describeChange({ type: 'CartDiscountSet', data: { discountCents: 250, insuranceCents: 123456 }, streamId: 'cart-1' })).toBe('Discount set to $2.50 and insurance to $1,234.56');
  });

  it('words the other shapes of an event', () => {
    const d = (type: string, data: Record<string, unknown>, streamId = 'x-1') => describeEvent({ type, data, streamId }, ctx);
    expect(d('OrderStatusChanged', { status: 'shipped_error', at: 'x' })).toBe('Status changed to Shipped (tracking unavailable)');
    expect(d('OrderStatusChanged', { status: 'processing', at: 'x' })).toBe('Status changed to Pending');
    expect(d('OrderStatusChanged', { status: 'delivered', estimatedDelivery: '2026-10-09', at: 'x' })).toBe('Status changed to Delivered');
    expect(d('PasswordSet', { passwordHash: 'h', via: 'change' }, 'customer-5')).toBe('Password changed (account 5)');
    expect(d('PasswordSet', { passwordHash: 'h' }, 'customer-5')).toBe('Set a new password for account 5');
    expect(d('CartReviewed', { summary, checkout: { orderId: 'SO-1', attempt: 1, paymentMode: 'card' } })).toBe('Card payment started for $212.40');
    expect(d('CartReviewed', { summary, paymentDeclined: 'The card was declined.' })).toBe('Card payment declined: The card was declined.');
    expect(d('DeliveryAddressAdded', { method: 'pickup', address: null })).toBe('Delivery set to pickup at the practice');
    expect(d('DeliveryModeSet', { deliveryModeId: 'standard', promoCode: 'DTP', shippingCents: 0 })).toBe('Shipping method set to Standard shipping (free), promo DTP');
    const card = { type: 'card', cardType: '002', maskedCardNumber: '************4444', transactionId: 't' };
    expect(d('OrderCheckedOut', { orderId: 'SO-2', lines: [line('OD', 1, 100)], summary: { totalCents: 100 }, payment: card })).toBe('Order SO-2 checked out: 1 box, total $1.00, paid by Mastercard ending 4444');
    expect(d('OrderCheckedOut', { orderId: 'SO-3', lines: [line('OD', 1, 100)], summary: { totalCents: 0 }, payment: { type: 'pos', method: 'none' } })).toBe('Order SO-3 checked out: 1 box, total $0.00, no payment due');
    expect(d('PrescriptionCreated', { prescriptionNickname: 'Mixed', prescriptionExpirationDate: '2027-01-01', rightEyeRx: eyes.rightEyeRx, leftEyeRx: { productId: 'PRD-1008', dimensions: { power: '+1.00', add: 'HIGH' } } })).toBe(
      'Prescription "Mixed" created: OD Aurora Day Moist −2.25 / OS Aurora Toric +1.00 add HIGH, expires 01/01/2027',
    );
    expect(d('PricingStrategyUpdated', { strategy: { markupType: 'suggested', tiered: false, values: null, minimumCents: {} } })).toBe('Pricing strategy set to suggested pricing (40 % average markup)');
    expect(d('PricingStrategyUpdated', { strategy: { markupType: 'dollar', tiered: false, values: perTier(500, 500, 500), minimumCents: {} } })).toBe('Pricing strategy set to fixed dollar markup of $5.00 per box');
    expect(d('AccessRequestAnswered', { status: 'accepted', viaToken: false })).toBe('Access request accepted');
    expect(d('PrescriptionStateChanged', { state: 'active' })).toBe('Prescription restored');
  });
});
