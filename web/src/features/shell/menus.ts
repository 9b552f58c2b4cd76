import type { IconName } from '@/components/icon';
import { paths } from '@/config/paths';

export interface MenuLink {
  label: string;
  to: string;
  icon?: IconName;
  /** Active only on this exact path (an area root would otherwise match everything under it). */
  end?: boolean;
  /** Other paths that belong to this entry (e.g. create-patient belongs to Patient Search). */
  alsoActiveOn?: readonly string[];
}

export interface MenuGroup {
  label: string;
  icon?: IconName;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** Spec point 2, practice staff menu (the variant with Patient Invites). */
export const practiceMenu: readonly MenuEntry[] = [
  { label: 'Patient Search', to: paths.location.patientSearch.path, icon: 'search', end: true, alsoActiveOn: [paths.location.createPatient.path] },
  { label: 'Your Orders', to: paths.location.orderStatus.path, icon: 'orders' },
  { label: 'Reports', to: paths.location.dashboard.path, icon: 'reports' },
  { label: 'Patient Invites', to: paths.location.patientInvites.path, icon: 'invites' },
  { label: 'Access Requests', to: paths.location.accessRequests.path, icon: 'user' },
  {
    label: 'Manage Practice',
    icon: 'settings',
    items: [
      { label: 'Product Pricing', to: paths.location.pricing.path, icon: 'pricing', alsoActiveOn: [paths.location.pricingStrategy.path, paths.location.productPricing.path] },
      { label: 'Settings', to: paths.location.settings.path, icon: 'settings' },
      { label: 'Staff & Locations', to: paths.location.staff.path, icon: 'user' },
      { label: 'What-if Pricing', to: paths.location.whatIf.path, icon: 'reports', alsoActiveOn: [paths.location.whatIfResult.path] },
      { label: 'Analysis', to: paths.location.analysis.path, icon: 'reports' },
    ],
  },
  { label: 'Profile', to: paths.location.profile.path, icon: 'user', alsoActiveOn: [paths.location.account.path] },
];

/** Spec point 2, patient menu. */
export const patientMenu: readonly MenuEntry[] = [
  {
    label: 'Manage Account',
    icon: 'user',
    items: [
      { label: 'Profile', to: paths.patient.profile.path, icon: 'user', alsoActiveOn: [paths.patient.account.path] },
      { label: 'Notifications', to: paths.patient.notifications.path, icon: 'bell' },
      { label: 'Payment', to: paths.patient.payment.path, icon: 'card' },
    ],
  },
  { label: 'Prescriptions', to: paths.patient.prescriptions.path, icon: 'prescription' },
  { label: 'Orders', to: paths.patient.orders.path, icon: 'orders' },
  {
    label: 'Rewards',
    to: paths.rewards.home.path,
    icon: 'card',
    alsoActiveOn: [paths.rewards.getStarted.path, paths.rewards.joinNow.path, paths.rewards.signIn.path, paths.rewards.authSuccess.path, paths.rewards.submitClaim.path, paths.rewards.claimApproved.path, paths.rewards.claimDuplicate.path, paths.rewards.claimSubmitError.path],
  },
];

/** Spec point 2, support menu. */
export const supportMenu: readonly MenuEntry[] = [
  { label: 'Find Customer', to: paths.csr.root.path, icon: 'search', end: true },
  {
    label: 'Manage Announcements',
    icon: 'megaphone',
    items: [
      // Creating and editing start from Active; republishing starts from Archives.
      { label: 'Active', to: paths.csr.announcementsActive.path, icon: 'megaphone', alsoActiveOn: [paths.csr.announcementCreate.path, paths.csr.announcementEdit.path] },
      { label: 'Drafts', to: paths.csr.announcementsDrafts.path, icon: 'draft' },
      { label: 'Archives', to: paths.csr.announcementsArchives.path, icon: 'archive', alsoActiveOn: [paths.csr.announcementRepublish.path] },
    ],
  },
  { label: 'Practice Sign-ups', to: paths.csr.practiceSignups.path, icon: 'invites' },
  { label: 'Distributor Staff', to: paths.csr.distributorStaff.path, icon: 'user' },
  { label: 'Contact Requests', to: paths.csr.contactRequests.path, icon: 'bell' },
  { label: 'Audit Trail', to: paths.csr.impersonations.path, icon: 'reports' },
  { label: 'Event Export', to: paths.csr.eventExport.path, icon: 'archive' },
  { label: 'Legal Particulars', to: paths.csr.legalParticulars.path, icon: 'draft' },
];

/**
 * The analysts' area (issue #32). The Analysis screen adds its entry here, between Home and
 * Profile, when it is mounted under /analyst.
 */
export const analystMenu: readonly MenuEntry[] = [
  { label: 'Home', to: paths.analyst.root.path, icon: 'home', end: true },
  { label: 'Analysis', to: paths.analyst.analysis.path, icon: 'reports' },
  { label: 'Profile', to: paths.analyst.profile.path, icon: 'user', alsoActiveOn: [paths.analyst.account.path] },
];

/**
 * The operators' area (issue #33). The Operations console adds its entries here, between Home and
 * Profile, when it is mounted under /operations.
 */
export const operationsMenu: readonly MenuEntry[] = [
  { label: 'Home', to: paths.operations.root.path, icon: 'home', end: true },
  { label: 'Operations console', to: paths.operations.console.path, icon: 'settings' },
  { label: 'Profile', to: paths.operations.profile.path, icon: 'user', alsoActiveOn: [paths.operations.account.path] },
];
