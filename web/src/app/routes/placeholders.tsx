import { ComingSoon } from '../../components/coming-soon';
import { useSession } from '../../hooks/use-session';

/**
 * Screens of later slices (spec point 2). Each says plainly which work brings it; no fake data.
 * One module so the route table can load them together.
 */
export const OrderStatus = () => <ComingSoon title="Your Orders" workstream="ordering" />;
export const Reports = () => <ComingSoon title="Reports" workstream="pricing and reports" />;
export const PatientInvites = () => <ComingSoon title="Patient Invites" workstream="practice workspace" />;
export const ProductPricing = () => <ComingSoon title="Product Pricing" workstream="pricing and reports" />;

export function PatientHome() {
  const session = useSession();
  const first = session?.user.firstName;
  return <ComingSoon title={first ? `Welcome, ${first}` : 'Welcome'} workstream="ordering" />;
}
export const PatientPayment = () => <ComingSoon title="Payment" workstream="ordering" />;
export const PatientPrescriptions = () => <ComingSoon title="Prescriptions" workstream="ordering" />;
export const PatientOrders = () => <ComingSoon title="Orders" workstream="ordering" />;

export const AnnouncementsActive = () => <ComingSoon title="Active Announcements" workstream="announcements" />;
export const AnnouncementsDrafts = () => <ComingSoon title="Draft Announcements" workstream="announcements" />;
export const AnnouncementsArchives = () => <ComingSoon title="Archived Announcements" workstream="announcements" />;
