import type { EventType } from './event-types';
import { drop, keep, pseudonymise, yearOnly, type FieldRules } from './field-rules';

/**
 * THE list of what is personal in the log (issue #32, D-720): for every event type, every field of
 * its data (dotted paths through objects) with its rule. A field not listed is dropped by the
 * export (deny by default) and fails the leak test that checks every field of the demo log is
 * listed. Ids of people, practices, locations, orders, prescriptions and claims become pseudonyms;
 * names, e-mails, phones, street lines, account and card numbers, secrets and free text are dropped;
 * a date of birth keeps its year; city, state, ZIP, dates, amounts and catalog facts are kept.
 */

const account = pseudonymise('account');
const practice = pseudonymise('practice');
const location = pseudonymise('location');
const order = pseudonymise('order');
const cart = pseudonymise('cart');
const prescription = pseudonymise('prescription');
const claim = pseudonymise('claim');
const job = pseudonymise('job');
const session = pseudonymise('session');
const card = pseudonymise('card');

/** A postal address: street lines dropped, city, state and ZIP kept. */
const address = (prefix: string, extra: FieldRules = {}): FieldRules => ({
  [`${prefix}.address1`]: drop.street,
  [`${prefix}.address2`]: drop.street,
  [`${prefix}.city`]: keep.text,
  [`${prefix}.state`]: keep.text,
  [`${prefix}.zip`]: keep.text,
  ...extra,
});

/** A delivery record of a notice: where it went and the provider's id, neither exported. */
const delivery = (prefix: string, to: FieldRules[string]): FieldRules => ({ [`${prefix}.to`]: to, [`${prefix}.messageId`]: drop.messageId });

const summary = (prefix: string): FieldRules => ({
  [`${prefix}.subTotalCents`]: keep.int,
  [`${prefix}.discountCents`]: keep.int,
  [`${prefix}.insuranceCents`]: keep.int,
  [`${prefix}.shippingCents`]: keep.int,
  [`${prefix}.taxCents`]: keep.int,
  [`${prefix}.totalCents`]: keep.int,
});

const eyeRx = (prefix: string): FieldRules => ({
  [`${prefix}.productId`]: keep.text,
  [`${prefix}.variantId`]: keep.text,
  [`${prefix}.dimensions`]: keep.json,
  [`${prefix}.packSize`]: keep.int,
  [`${prefix}.boxQuantity`]: keep.int,
});

const prescriptionDetails: FieldRules = {
  prescriptionId: prescription,
  patientAccountNo: account,
  practiceId: practice,
  locationId: location,
  prescriptionNickname: drop.freeText,
  prescriptionExpirationDate: keep.date,
  dateOfService: keep.date,
  prescriber: drop.name,
  sameForBothEyes: keep.bool,
  ...eyeRx('rightEyeRx'),
  ...eyeRx('leftEyeRx'),
};

const manufacturer: FieldRules = {
  manufacturerId: keep.text,
  uniqueName: keep.text,
  displayName: keep.text,
  programme: keep.text,
  rewardsDisplayName: keep.text,
  rewardsUrl: keep.text,
  termsUrl: keep.text,
  logoFile: keep.text,
};

const product: FieldRules = {
  productId: keep.text,
  productNumber: keep.text,
  name: keep.text,
  'brand.recordId': keep.text,
  'brand.name': keep.text,
  manufacturerId: keep.text,
  modality: keep.text,
  lensType: keep.text,
  packSize: keep.int,
  supplyAmount: keep.float,
  supplyUnit: keep.text,
  boxPrice: keep.float,
  isAvailable: keep.bool,
  keywords: keep.textList,
  dimensions: keep.textList,
  grid: drop.detail,
};

const locationRef: FieldRules = { locationId: location, practiceId: practice };

const announcementContent: FieldRules = {
  'content.audience': keep.text,
  'content.practiceId': practice,
  'content.headline': drop.freeText,
  'content.message': drop.freeText,
  'content.liveDate': keep.timestamp,
  'content.takeDownDate': keep.timestamp,
  'content.type': keep.text,
  'content.priority': keep.text,
  'content.url': drop.freeText,
  'content.urlDisplayText': drop.freeText,
};

const jobRef: FieldRules = { jobId: job, kind: keep.text, practiceId: practice };

const claimRef: FieldRules = { claimId: claim, accountNumber: account, orderId: order, manufacturerId: keep.text, at: keep.timestamp };

const deactivation: FieldRules = { deactivatedBy: account };

export const EVENT_FIELD_RULES: Readonly<Record<EventType, FieldRules>> = {
  // ---- accounts -----------------------------------------------------------------------------
  CustomerRegistered: {
    accountNumber: account,
    customerGroup: keep.text,
    email: drop.email,
    firstName: drop.name,
    lastName: drop.name,
    phone: drop.phone,
    practiceId: practice,
    locationId: location,
  },
  PatientCreated: {
    accountNumber: account,
    practiceId: practice,
    locationId: location,
    email: drop.email,
    firstName: drop.name,
    lastName: drop.name,
    dob: yearOnly,
    phone: drop.phone,
    isImported: keep.bool,
    lastSyncDate: keep.timestamp,
  },
  PasswordSet: { passwordHash: drop.secret, via: keep.text, tokenId: drop.secret },
  PasswordResetRequested: { resetId: drop.secret, requestedAt: keep.timestamp, expiresAt: keep.timestamp },
  SignedIn: { sessionId: session, expiresAt: keep.timestamp },
  SignedOut: { sessionId: session },
  WelcomeEmailRequested: { requestedBy: account, force: keep.bool, invitation: keep.bool },
  WelcomeEmailSent: { messageId: drop.messageId, to: drop.email, causationEventId: keep.text },
  EmailChangeRequested: { changeId: drop.secret, newEmail: drop.email, requestedAt: keep.timestamp, expiresAt: keep.timestamp },
  EmailChanged: { changeId: drop.secret, previousEmail: drop.email, email: drop.email },
  CustomerProfileUpdated: { firstName: drop.name, lastName: drop.name, phone: drop.phone, dob: yearOnly, addresses: drop.factTable },
  PatientDeactivated: deactivation,
  StaffMemberDeactivated: deactivation,
  DistributorStaffDeactivated: deactivation,
  DistributorStaffReactivated: { reactivatedBy: account },
  InviteFlagSet: { flagged: keep.bool },
  PatientSyncedFromPms: { firstName: drop.name, lastName: drop.name, dob: yearOnly, phone: drop.phone, lastSyncDate: keep.timestamp },
  PmsIntegrationBannerDisabled: {},
  PmsUpdateBannerDisabled: {},
  SessionRenewed: { sessionId: session, accountNumber: account, generation: keep.int, expiresAt: keep.timestamp },
  EmailReserved: { email: drop.email, accountNumber: account },
  EmailReleased: { email: drop.email, accountNumber: account },
  // ---- two-factor and preferences -------------------------------------------------------------
  PhoneNumberSet: { phone: drop.phone },
  VerificationCodeSent: {
    codeId: drop.secret,
    purpose: keep.text,
    phone: drop.phone,
    codeHash: drop.secret,
    contextHash: drop.secret,
    sentAt: keep.timestamp,
    expiresAt: keep.timestamp,
  },
  VerificationCodeRejected: { codeId: drop.secret, attempt: keep.int },
  PhoneNumberVerified: { phone: drop.phone, codeId: drop.secret },
  MfaSignInVerified: { codeId: drop.secret, sessionId: session },
  TwoFactorEnabled: { phone: drop.phone },
  TwoFactorDisabled: {},
  MfaModalPreferenceSet: { hideMfaModal: keep.bool },
  NotificationPreferencesChanged: { changes: keep.json, source: keep.text, kind: keep.text, reorderInterval: keep.text },
  // ---- practices and locations ----------------------------------------------------------------
  PracticeRegistered: { practiceId: practice, name: drop.name, phone: drop.phone },
  PracticeInfoUpdated: { practiceId: practice, name: drop.name, phone: drop.phone },
  LocationAdded: { ...locationRef, name: drop.name, ...address('address'), phone: drop.phone },
  LocationInfoUpdated: { ...locationRef, name: drop.name, ...address('address'), phone: drop.phone },
  PracticeNotificationPreferencesChanged: { ...locationRef, changes: keep.json },
  DefaultPrescriptionExpirySet: { practiceId: practice, years: keep.int },
  PracticeBlocked: { practiceId: practice },
  PracticeUnblocked: { practiceId: practice },
  CreditHoldPlaced: { practiceId: practice },
  CreditHoldReleased: { practiceId: practice },
  LocationDeactivated: locationRef,
  LocationReactivated: locationRef,
  EmailDisplayNameSet: { practiceId: practice, displayName: drop.name },
  StaffNotificationsMarked: { practiceId: practice, locationId: location, items: drop.detail, markedBy: account, markedAt: keep.timestamp },
  // ---- access requests and invites ------------------------------------------------------------
  AccessRequestCreated: {
    requestId: pseudonymise('request'),
    practiceId: practice,
    locationId: location,
    patientEmail: drop.email,
    patientAccountNumber: account,
    requestedBy: account,
    requestDate: keep.timestamp,
    expiryDate: keep.timestamp,
  },
  AccessRequestEmailSent: { tokenHash: drop.secret, messageId: drop.messageId, to: drop.email, sentAt: keep.timestamp },
  AccessRequestCancelled: { cancelledBy: account, cancelledAt: keep.timestamp },
  AccessRequestAnswered: {
    requestId: pseudonymise('request'),
    practiceId: practice,
    locationId: location,
    status: keep.text,
    denialReason: drop.freeText,
    answeredBy: account,
    answeredAt: keep.timestamp,
    viaToken: keep.bool,
  },
  AccessRequestArchived: { archivedBy: account, archivedAt: keep.timestamp },
  AccessRequestKeyClaimed: { key: drop.identifier, requestId: pseudonymise('request'), claimedAt: keep.timestamp },
  PatientInviteSent: { accountNumber: account, practiceId: practice, locationId: location, email: drop.email, kind: keep.text, sentAt: keep.timestamp, sentBy: account },
  InviteEmailBounced: { accountNumber: account, email: drop.email, bouncedAt: keep.timestamp, causationEventId: keep.text, reason: drop.freeText },
  // ---- prescriptions --------------------------------------------------------------------------
  PrescriptionCreated: { ...prescriptionDetails, createdInPms: keep.bool },
  PrescriptionUpdated: prescriptionDetails,
  PrescriptionNicknameChanged: { prescriptionId: prescription, patientAccountNo: account, prescriptionNickname: drop.freeText },
  PrescriptionExpirationChanged: { prescriptionId: prescription, patientAccountNo: account, prescriptionExpirationDate: keep.date },
  PrescriptionStateChanged: { prescriptionId: prescription, patientAccountNo: account, state: keep.text },
  // ---- catalog and pricing --------------------------------------------------------------------
  ManufacturerRegistered: manufacturer,
  ManufacturerUpdated: manufacturer,
  ProductAdded: product,
  ProductUpdated: product,
  PricingStrategyUpdated: {
    ...locationRef,
    'strategy.markupType': keep.text,
    'strategy.tiered': keep.bool,
    'strategy.values': keep.json,
    'strategy.minimumCents': keep.json,
  },
  PricingRuleSet: {
    ...locationRef,
    'rule.scope': keep.text,
    'rule.scopeId': keep.text,
    'rule.ruleType': keep.text,
    'rule.tiered': keep.bool,
    'rule.values': keep.json,
  },
  PricingRuleCleared: { ...locationRef, scope: keep.text, scopeId: keep.text },
  FavoriteProductsAdded: { ...locationRef, productIds: keep.textList },
  FavoriteProductsRemoved: { ...locationRef, productIds: keep.textList },
  // ---- carts and orders -----------------------------------------------------------------------
  CartCreated: {
    cartId: cart,
    customerAccountNumber: account,
    practiceId: practice,
    locationId: location,
    prescriptionId: prescription,
    placedBy: keep.text,
    lines: drop.factTable,
    createdAt: keep.timestamp,
    expiresAt: keep.timestamp,
  },
  CartReviewed: {
    cartId: cart,
    ...summary('summary'),
    'checkout.orderId': order,
    'checkout.attempt': keep.int,
    'checkout.paymentMode': keep.text,
    paymentDeclined: drop.freeText,
  },
  CartRenewed: { cartId: cart, lines: drop.factTable, expiresAt: keep.timestamp },
  CartDiscountSet: { cartId: cart, discountCents: keep.int, insuranceCents: keep.int },
  DeliveryAddressAdded: { cartId: cart, method: keep.text, 'address.name': drop.name, ...address('address'), 'address.phone': drop.phone },
  DeliveryModeSet: { cartId: cart, deliveryModeId: keep.text, promoCode: keep.text, shippingCents: keep.int },
  OrderCheckedOut: {
    cartId: cart,
    orderId: order,
    orderDate: keep.timestamp,
    customerAccountNumber: account,
    practiceId: practice,
    locationId: location,
    prescriptionId: prescription,
    placedBy: keep.text,
    createdByCsr: keep.bool,
    lines: drop.factTable,
    ...summary('summary'),
    'delivery.method': keep.text,
    'delivery.address.name': drop.name,
    ...address('delivery.address'),
    'delivery.address.phone': drop.phone,
    'delivery.deliveryModeId': keep.text,
    'delivery.promoCode': keep.text,
    'payment.type': keep.text,
    'payment.cardType': keep.text,
    'payment.maskedCardNumber': drop.accountNumber,
    'payment.transactionId': drop.accountNumber,
    'payment.savedCardId': card,
    'payment.method': keep.text,
  },
  OrderStatusChanged: {
    orderId: order,
    status: keep.text,
    trackingNumber: drop.identifier,
    carrier: keep.text,
    estimatedDelivery: keep.timestamp,
    at: keep.timestamp,
    cartId: cart,
  },
  OrderConfirmationEmailSent: { orderId: order, to: drop.email, messageId: drop.messageId, sentAt: keep.timestamp },
  OrderShippingEmailSent: { orderId: order, to: drop.email, messageId: drop.messageId, trackingNumber: drop.identifier, sentAt: keep.timestamp },
  OrderNoticeSent: { orderId: order, notice: keep.text, ...delivery('email', drop.email), ...delivery('sms', drop.phone), sentAt: keep.timestamp },
  ReorderReminderDeferred: {
    accountNumber: account,
    prescriptionId: prescription,
    orderId: order,
    supplyUntil: keep.timestamp,
    interval: keep.text,
    remindAt: keep.timestamp,
  },
  ReorderReminderSent: {
    accountNumber: account,
    prescriptionId: prescription,
    orderId: order,
    supplyUntil: keep.timestamp,
    wording: keep.text,
    ...delivery('email', drop.email),
    ...delivery('sms', drop.phone),
    sentAt: keep.timestamp,
  },
  // ---- saved cards ----------------------------------------------------------------------------
  CardSaved: {
    accountNumber: account,
    uniqueCardId: card,
    token: drop.secret,
    maskedCardNumber: drop.accountNumber,
    cardType: keep.text,
    expiry: drop.accountNumber,
    cardNickname: drop.freeText,
    'billing.forename': drop.name,
    'billing.surname': drop.name,
    'billing.email': drop.email,
    'billing.phone': drop.phone,
    'billing.line1': drop.street,
    'billing.line2': drop.street,
    'billing.city': keep.text,
    'billing.state': keep.text,
    'billing.country': keep.text,
    'billing.postalCode': keep.text,
    savedAt: keep.timestamp,
  },
  CardDeleted: { accountNumber: account, uniqueCardId: card, deletedAt: keep.timestamp },
  DefaultCardSet: { accountNumber: account, uniqueCardId: card },
  // ---- support --------------------------------------------------------------------------------
  ImpersonationBegan: {
    impersonationId: pseudonymise('impersonation'),
    sessionId: session,
    csrAccountNumber: account,
    csrName: drop.name,
    csrSessionId: session,
    targetAccountNumber: account,
    targetGroup: keep.text,
    targetName: drop.name,
    targetEmail: drop.email,
    practiceId: practice,
    practiceName: drop.name,
    locationId: location,
    reason: drop.freeText,
  },
  ImpersonationEnded: { impersonationId: pseudonymise('impersonation'), sessionId: session, cause: keep.text },
  PracticeSignupRequested: {
    signupId: pseudonymise('signup'),
    practiceName: drop.name,
    firstName: drop.name,
    lastName: drop.name,
    email: drop.email,
    phone: drop.phone,
    ...address('address'),
    acceptTermsAndConditions: keep.bool,
    emailCommunicationsOptIn: keep.bool,
    requestedAt: keep.timestamp,
  },
  PracticeSignupApproved: {
    signupId: pseudonymise('signup'),
    practiceId: practice,
    locationId: location,
    adminAccountNumber: account,
    approvedBy: account,
    approvedAt: keep.timestamp,
  },
  PracticeSignupDeclined: { signupId: pseudonymise('signup'), reason: drop.freeText, declinedBy: account, declinedAt: keep.timestamp },
  PracticeSignupEmailed: { signupId: pseudonymise('signup'), kind: keep.text, messageId: drop.messageId, causationEventId: keep.text },
  PracticeSignupKeyReserved: { key: drop.identifier, signupId: pseudonymise('signup') },
  ContactRequestSubmitted: {
    requestId: pseudonymise('request'),
    name: drop.name,
    email: drop.email,
    phone: drop.phone,
    topic: keep.text,
    message: drop.freeText,
    submittedAt: keep.timestamp,
  },
  ContactRequestEmailed: { requestId: pseudonymise('request'), supportMessageId: drop.messageId, confirmationMessageId: drop.messageId, causationEventId: keep.text },
  ContactRequestHandled: { requestId: pseudonymise('request'), handledBy: account, handledAt: keep.timestamp },
  // ---- announcements --------------------------------------------------------------------------
  AnnouncementDrafted: { announcementId: keep.text, ...announcementContent, savedBy: account },
  AnnouncementScheduled: { announcementId: keep.text, ...announcementContent, savedBy: account },
  AnnouncementEdited: { announcementId: keep.text, ...announcementContent, savedBy: account },
  AnnouncementPublished: { announcementId: keep.text, ...announcementContent, publishedAt: keep.timestamp, by: keep.text },
  AnnouncementTakenDown: { announcementId: keep.text, takenDownAt: keep.timestamp, by: keep.text },
  AnnouncementDeleted: { announcementId: keep.text, deletedAt: keep.timestamp },
  AnnouncementBookmarkSet: { announcementId: keep.text, isBookmarked: keep.bool },
  AnnouncementDeliveredToPatient: { announcementId: keep.text, accountNumber: account, email: drop.email, sms: drop.phone, deliveredAt: keep.timestamp },
  // ---- rewards and rebate claims --------------------------------------------------------------
  RewardsMemberLinked: { accountNumber: account, manufacturerId: keep.text, memberUID: drop.accountNumber, via: keep.text, email: drop.email, at: keep.timestamp },
  ClaimSubmitted: {
    claimId: claim,
    accountNumber: account,
    orderId: order,
    prescriptionId: prescription,
    practiceId: practice,
    manufacturerId: keep.text,
    programme: keep.text,
    memberUID: drop.accountNumber,
    email: drop.email,
    serviceDate: keep.timestamp,
    amountCents: keep.int,
    deadline: keep.timestamp,
    abbyConsent: keep.bool,
    termsAndCondition: keep.bool,
    submittedAt: keep.timestamp,
  },
  ClaimApproved: { ...claimRef, programmeClaimId: drop.accountNumber, points: keep.int, amountCents: keep.int },
  ClaimDenied: { ...claimRef, programmeClaimId: drop.accountNumber, reason: keep.text, message: drop.freeText },
  ClaimPending: { ...claimRef, programmeClaimId: drop.accountNumber },
  ClaimFailed: { ...claimRef, errorCode: keep.int, message: drop.freeText },
  ClaimWindowOpened: {
    accountNumber: account,
    orderId: order,
    manufacturerId: keep.text,
    amountCents: keep.int,
    opensAt: keep.timestamp,
    deadline: keep.timestamp,
    higherRewardUntil: keep.timestamp,
    higherAmountCents: keep.int,
  },
  ClaimReminderDue: { accountNumber: account, orderId: order, manufacturerId: keep.text, reminder: keep.text, until: keep.timestamp },
  ClaimReminderSent: {
    accountNumber: account,
    orderId: order,
    manufacturerId: keep.text,
    reminder: keep.text,
    ...delivery('email', drop.email),
    ...delivery('sms', drop.phone),
    // Recorded before D-600 with the e-mail's address and id at the top level.
    to: drop.email,
    messageId: drop.messageId,
    sentAt: keep.timestamp,
  },
  // ---- analysis jobs --------------------------------------------------------------------------
  AnalysisJobRequested: { ...jobRef, label: drop.freeText, params: drop.freeText, requestedAt: keep.timestamp },
  AnalysisJobStarted: { ...jobRef, attempt: keep.int, startedAt: keep.timestamp },
  AnalysisJobProgressed: {
    ...jobRef,
    attempt: keep.int,
    done: keep.int,
    total: keep.int,
    ratePerSecond: keep.float,
    etaSeconds: keep.float,
    at: keep.timestamp,
  },
  AnalysisJobCompleted: { ...jobRef, attempt: keep.int, result: drop.detail, completedAt: keep.timestamp, seconds: keep.float },
  AnalysisJobFailed: { ...jobRef, attempt: keep.int, reason: drop.freeText, failedAt: keep.timestamp },
  AnalysisJobDeleted: { ...jobRef, deletedAt: keep.timestamp },
  AnalysisJobOutputRemoved: { ...jobRef, removedAt: keep.timestamp },
  ReportSnapshotKeyClaimed: { key: drop.identifier, jobId: job, claimedAt: keep.timestamp },
};

export const CLASSIFIED_EVENT_TYPES = Object.keys(EVENT_FIELD_RULES) as EventType[];
