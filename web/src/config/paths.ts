import type { CustomerGroup } from '@domain/identity/customer-group';

/** `base?k=v&k=v2` from filters, skipping empty values; lists repeat the key. */
function withQuery(base: string, filters?: Record<string, string | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (value === undefined) continue;
    for (const v of typeof value === 'string' ? [value] : value) if (v !== '') params.append(key, v);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * The one place route strings live (guide §6). Routes come from spec point 2.
 * `path` is the absolute URL; `getHref` builds links that carry query parameters.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: {
    path: '/signin',
    getHref: (redirectTo?: string) => (redirectTo ? `/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/signin'),
  },
  notFound: { path: '/404', getHref: () => '/404' },
  /** The public site (spec points 1 and 2, issue #17): information, legal pages, contact and the practice sign-up. */
  patientsInfo: { path: '/patients', getHref: () => '/patients' },
  doctors: { path: '/doctors', getHref: () => '/doctors' },
  about: { path: '/about', getHref: () => '/about' },
  faq: { path: '/faq', getHref: () => '/faq' },
  contact: { path: '/contact', getHref: (topic?: string) => (topic ? `/contact?topic=${encodeURIComponent(topic)}` : '/contact') },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsAndConditions: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  termsOfSale: { path: '/terms-of-sale', getHref: () => '/terms-of-sale' },
  returnPolicy: { path: '/return-policy', getHref: () => '/return-policy' },
  practiceSignup: { path: '/signup', getHref: () => '/signup' },
  /** E-mail unsubscribe link target and the end of the text-message set-up (spec point 2, public). */
  unsubscribe: { path: '/unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },
  smsNotificationsSetup: {
    path: '/smsnotificationssetup',
    getHref: (outcome: 'success' | 'error') =>
      outcome === 'success' ? '/smsnotificationssetup?setupSmsPrefsSuccess=true' : '/smsnotificationssetup?setupSmsPrefsError=true',
  },

  /** E-mailed links and the password pages (spec point 2: public routes, sign-in, forgot and reset password). */
  welcome: { path: '/welcome', getHref: (token: string) => `/welcome?token=${encodeURIComponent(token)}` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
  verifyEmail: { path: '/verifyemail', getHref: (token: string) => `/verifyemail?token=${encodeURIComponent(token)}` },
  verifyEmailExpired: { path: '/verifyemailexpired', getHref: () => '/verifyemailexpired' },
  landingZone: { path: '/landingzone', getHref: () => '/landingzone' },
  /** The payment provider's hosted form redirects here with its signed response (issue #5). */
  checkoutToken: { path: '/checkout/token', getHref: () => '/checkout/token' },

  /** A patient's answer to a practice's access request: public with the e-mailed token, or signed in. */
  patientAccessRequest: {
    path: '/patient/access-request',
    getHref: (token?: string) => (token ? `/patient/access-request?token=${encodeURIComponent(token)}` : '/patient/access-request'),
  },

  location: {
    root: { path: '/location', getHref: () => '/location' },
    patientSearch: {
      path: '/location',
      getHref: (search?: { keyword?: string; dob?: string; page?: number }) => {
        const params = new URLSearchParams();
        if (search?.keyword) params.set('keyword', search.keyword);
        if (search?.dob) params.set('dob', search.dob);
        if (search?.page && search.page > 1) params.set('page', String(search.page));
        const query = params.toString();
        return query ? `/location?${query}` : '/location';
      },
    },
    createPatient: { path: '/location/create-patient', getHref: () => '/location/create-patient' },
    /**
     * A patient of the practice: tabs Prescriptions, Orders, Profile (spec point 2), each its own
     * route (`/location/patient/prescriptions|orders|profile?accountNumber=…`, spec point 2's routes).
     */
    patient: {
      path: '/location/patient',
      tabPath: '/location/patient/:tab',
      getHref: (accountNumber: string, tab: 'prescriptions' | 'orders' | 'profile' = 'prescriptions') =>
        `/location/patient/${tab}?accountNumber=${encodeURIComponent(accountNumber)}`,
    },
    /** The staff order wizard for one prescription (spec point 2). */
    patientOrder: {
      path: '/location/patient/order',
      getHref: (accountNumber: string, rxId: string) => `/location/patient/order?accountNumber=${encodeURIComponent(accountNumber)}&rxId=${encodeURIComponent(rxId)}`,
    },
    /** A placed order: confirmation with print and PDF download (spec point 2). */
    /** The spec's product-selection and checkout routes: the same wizard (D-130). */
    patientProducts: {
      path: '/location/patient/products',
      getHref: (accountNumber: string) => `/location/patient/products?accountNumber=${encodeURIComponent(accountNumber)}`,
    },
    patientCheckout: { path: '/location/patient/checkout' },
    patientOrderConfirmation: {
      path: '/location/patient/order-confirmation',
      getHref: (orderId: string, accountNumber?: string) =>
        `/location/patient/order-confirmation?orderid=${encodeURIComponent(orderId)}${accountNumber ? `&accountNumber=${encodeURIComponent(accountNumber)}` : ''}`,
    },
    /** The order-status report (spec point 2 "your orders"); filters live in the URL (issue #6). */
    orderStatus: {
      path: '/location/order-status',
      getHref: (filters?: Record<string, string | readonly string[] | undefined>) => withQuery('/location/order-status', filters),
    },
    /** The sales dashboard (spec point 2 "reports"). */
    dashboard: {
      path: '/location/dashboard',
      getHref: (filters?: Record<string, string | readonly string[] | undefined>) => withQuery('/location/dashboard', filters),
    },
    patientInvites: { path: '/location/patient-invites', getHref: () => '/location/patient-invites' },
    /** The access requests the location sent (decision: a page of its own). */
    accessRequests: { path: '/location/access-requests', getHref: () => '/location/access-requests' },
    /** Pricing (issue #6): the overview per location, the strategy editor, and product prices. */
    pricing: { path: '/location/pricing', getHref: () => '/location/pricing' },
    pricingStrategy: {
      path: '/location/pricing-strategy',
      getHref: (locationId?: string) => (locationId ? `/location/pricing-strategy?locationId=${encodeURIComponent(locationId)}` : '/location/pricing-strategy'),
    },
    productPricing: { path: '/location/product-pricing', getHref: () => '/location/product-pricing' },
    settings: { path: '/location/settings', getHref: () => '/location/settings' },
    profile: { path: '/location/profile', getHref: () => '/location/profile' },
    account: { path: '/location/account', getHref: () => '/location/account' },
    /** Manage Practice → Staff and locations (issue #17): add a location, invite and deactivate staff. */
    staff: { path: '/location/staff', getHref: () => '/location/staff' },
    /** Manage Practice → What-if pricing (issue #32): replays of a past period under another strategy, and one's figures. */
    whatIf: { path: '/location/what-if', getHref: () => '/location/what-if' },
    whatIfResult: { path: '/location/what-if/result', getHref: (jobId: string) => `/location/what-if/result?jobId=${encodeURIComponent(jobId)}` },
    /** Manage Practice → Analysis (issue #32): SQL over the practice's de-identified export. */
    analysis: { path: '/location/analysis', getHref: () => '/location/analysis' },
  },

  patient: {
    root: { path: '/patient', getHref: () => '/patient' },
    profile: { path: '/patient/profile', getHref: () => '/patient/profile' },
    account: { path: '/patient/account', getHref: () => '/patient/account' },
    notifications: { path: '/patient/notifications', getHref: () => '/patient/notifications' },
    payment: { path: '/patient/payment', getHref: () => '/patient/payment' },
    prescriptions: { path: '/patient/prescriptions', getHref: () => '/patient/prescriptions' },
    orders: { path: '/patient/orders', getHref: () => '/patient/orders' },
    /** Ordering (issue #5): choose a prescription, the checkout wizard, the confirmation, adding a card. */
    order: { path: '/patient/order', getHref: (prescriptionId?: string) => (prescriptionId ? `/patient/order?prescriptionId=${encodeURIComponent(prescriptionId)}` : '/patient/order') },
    checkout: { path: '/patient/checkout', getHref: () => '/patient/checkout' },
    orderConfirmation: { path: '/patient/order-confirmation', getHref: (salesOrderID: string) => `/patient/order-confirmation?salesOrderID=${encodeURIComponent(salesOrderID)}` },
    addPayment: { path: '/patient/add-payment', getHref: () => '/patient/add-payment' },
  },

  /**
   * Manufacturer rewards (spec point 2, issue #15): the programme is chosen by `?manufacturer=`
   * (its unique name); the claim screens also carry the order (`orderId`) or the claim (`claimId`).
   */
  rewards: (() => {
    const href = (path: string) => (params: Record<string, string | undefined> = {}) => withQuery(path, params);
    return {
      home: { path: '/manufacturer/rewards', getHref: href('/manufacturer/rewards') },
      getStarted: { path: '/get-started', getHref: href('/get-started') },
      joinNow: { path: '/join-now', getHref: href('/join-now') },
      signIn: { path: '/sign-in', getHref: href('/sign-in') },
      authSuccess: { path: '/auth-success', getHref: href('/auth-success') },
      submitClaim: { path: '/submit-claim', getHref: href('/submit-claim') },
      claimApproved: { path: '/claim-approved', getHref: href('/claim-approved') },
      claimDuplicate: { path: '/claim-duplicate', getHref: href('/claim-duplicate') },
      claimSubmitError: { path: '/claim-submit-error', getHref: href('/claim-submit-error') },
    };
  })(),

  csr: {
    root: { path: '/csr', getHref: () => '/csr' },
    announcementsActive: { path: '/csr/announcements/active', getHref: () => '/csr/announcements/active' },
    announcementsDrafts: { path: '/csr/announcements/drafts', getHref: () => '/csr/announcements/drafts' },
    announcementsArchives: { path: '/csr/announcements/archives', getHref: () => '/csr/announcements/archives' },
    announcementCreate: { path: '/csr/announcements/create', getHref: () => '/csr/announcements/create' },
    announcementEdit: { path: '/csr/announcements/edit', getHref: (id: string) => `/csr/announcements/edit?id=${encodeURIComponent(id)}` },
    announcementRepublish: { path: '/csr/announcements/republish', getHref: (id: string) => `/csr/announcements/republish?id=${encodeURIComponent(id)}` },
    /** The CSR view of an ECP (practice, locations, accounts). */
    practice: { path: '/csr/practices/:practiceId', getHref: (practiceId: string) => `/csr/practices/${encodeURIComponent(practiceId)}` },
    /** The impersonation audit trail, and one session of it. */
    impersonations: { path: '/csr/impersonations', getHref: () => '/csr/impersonations' },
    impersonation: {
      path: '/csr/impersonations/:impersonationId',
      getHref: (impersonationId: string) => `/csr/impersonations/${encodeURIComponent(impersonationId)}`,
    },
    /** The analyst export of the event log (issue #6). */
    eventExport: { path: '/csr/event-export', getHref: () => '/csr/event-export' },
    /** The operator's legal particulars the legal pages show (issue #34). */
    legalParticulars: { path: '/csr/legal-particulars', getHref: () => '/csr/legal-particulars' },
    /** The public site's inbox (issue #17): contact requests and practice sign-ups to review. */
    contactRequests: { path: '/csr/contact-requests', getHref: () => '/csr/contact-requests' },
    practiceSignups: { path: '/csr/practice-signups', getHref: () => '/csr/practice-signups' },
    /** Analysts and operators (issues #32, #33): invite, re-send, deactivate, restore; filters in the URL. */
    distributorStaff: {
      path: '/csr/distributor-staff',
      getHref: (filters?: Record<string, string | readonly string[] | undefined>) => withQuery('/csr/distributor-staff', filters),
    },
  },

  /**
   * The analysts' area (issue #32): home, profile and account. The Analysis screen is mounted here
   * (`analyst.analysis`, its menu entry in features/shell/menus.ts) by the work that builds it.
   */
  analyst: {
    root: { path: '/analyst', getHref: () => '/analyst' },
    profile: { path: '/analyst/profile', getHref: () => '/analyst/profile' },
    account: { path: '/analyst/account', getHref: () => '/analyst/account' },
    /** The Analysis screen (issue #32): SQL over every practice's de-identified export. */
    analysis: { path: '/analyst/analysis', getHref: () => '/analyst/analysis' },
  },

  /**
   * The operators' area (issue #33): home, profile and account. The Operations console is mounted
   * here (its route under `/operations`, its menu entry in features/shell/menus.ts) by the work that builds it.
   */
  operations: {
    root: { path: '/operations', getHref: () => '/operations' },
    console: { path: '/operations/console', getHref: () => '/operations/console' },
    profile: { path: '/operations/profile', getHref: () => '/operations/profile' },
    account: { path: '/operations/account', getHref: () => '/operations/account' },
  },
} as const;

/** Route segments relative to their area root, for the nested route table. */
export function relativeTo(root: string, path: string): string {
  if (!path.startsWith(`${root}/`)) throw new Error(`${path} is not under ${root}`);
  return path.slice(root.length + 1);
}

/** Where each customer group lands after signing in (Staff/Practice → /location, Patient → /patient, CSR → /csr, Analyst → /analyst, Operator → /operations). */
export function landingPathFor(group: CustomerGroup): string {
  switch (group) {
    case 'Staff':
    case 'Practice':
      return paths.location.root.path;
    case 'Patient':
      return paths.patient.root.path;
    case 'CSR':
      return paths.csr.root.path;
    case 'Analyst':
      return paths.analyst.root.path;
    case 'Operator':
      return paths.operations.root.path;
  }
}

/** The area roots each group may open; everything else is denied (deny by default). */
export const areaRootsFor: Record<CustomerGroup, readonly string[]> = {
  Staff: [paths.location.root.path],
  Practice: [paths.location.root.path],
  Patient: [paths.patient.root.path, paths.rewards.home.path],
  CSR: [paths.csr.root.path],
  Analyst: [paths.analyst.root.path],
  Operator: [paths.operations.root.path],
};

/** A same-origin path inside the group's own area, or undefined (used to honour ?redirectTo). */
export function safeRedirectFor(group: CustomerGroup, target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const pathname = target.split(/[?#]/)[0] ?? '';
  return areaRootsFor[group].some((root) => pathname === root || pathname.startsWith(`${root}/`)) ? target : undefined;
}
