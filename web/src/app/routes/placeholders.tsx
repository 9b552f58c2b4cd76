import { ComingSoon } from '../../components/coming-soon';

/**
 * Screens of later slices (spec point 2). Each says plainly which work brings it; no fake data.
 * One module so the route table can load them together.
 */
export const OrderStatus = () => <ComingSoon title="Your Orders" workstream="pricing and reports" />;
export const Reports = () => <ComingSoon title="Reports" workstream="pricing and reports" />;
export const ProductPricing = () => <ComingSoon title="Product Pricing" workstream="pricing and reports" />;

export const AnnouncementsActive = () => <ComingSoon title="Active Announcements" workstream="announcements" />;
export const AnnouncementsDrafts = () => <ComingSoon title="Draft Announcements" workstream="announcements" />;
export const AnnouncementsArchives = () => <ComingSoon title="Archived Announcements" workstream="announcements" />;
