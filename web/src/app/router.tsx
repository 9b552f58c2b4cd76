import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/spinner';
import { paths, relativeTo } from '@/config/paths';
import RootRoute, { RootErrorBoundary } from './routes/root';

/** Turns a route module's default export into the router's lazy `Component`. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
/** Picks one named component from a module (the placeholders module holds several). */
const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const accountScreens = () => import('./routes/account/screens');
const loc = paths.location;
const pat = paths.patient;
const csr = paths.csr;
const rw = paths.rewards;
const an = paths.analyst;
const ops = paths.operations;
const rewardsScreens = () => import('./routes/rewards/screens');

/**
 * The one route table (spec point 2). Every screen is code-split; every signed-in area sits under
 * a layout whose guard admits only its groups, and anything unknown is the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: page(() => import('./routes/public/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/public/home')) },
          { path: relativeTo('', paths.signIn.path), lazy: page(() => import('./routes/public/signin')) },
          { path: relativeTo('', paths.notFound.path), lazy: page(() => import('./routes/public/not-found')) },
          { path: relativeTo('', paths.unsubscribe.path), lazy: page(() => import('./routes/public/unsubscribe')) },
          { path: relativeTo('', paths.smsNotificationsSetup.path), lazy: page(() => import('./routes/public/sms-notifications-setup')) },
          { path: relativeTo('', paths.welcome.path), lazy: page(() => import('./routes/public/welcome')) },
          { path: relativeTo('', paths.forgotPassword.path), lazy: page(() => import('./routes/public/forgot-password')) },
          { path: relativeTo('', paths.resetPassword.path), lazy: page(() => import('./routes/public/reset-password')) },
          { path: relativeTo('', paths.verifyEmail.path), lazy: page(() => import('./routes/public/verify-email')) },
          { path: relativeTo('', paths.verifyEmailExpired.path), lazy: page(() => import('./routes/public/verify-email-expired')) },
          { path: relativeTo('', paths.landingZone.path), lazy: page(() => import('./routes/public/landing-zone')) },
          { path: relativeTo('', paths.checkoutToken.path), lazy: page(() => import('./routes/public/checkout-token')) },
          { path: relativeTo('', paths.patientAccessRequest.path), lazy: page(() => import('./routes/public/access-request')) },
          // The public site (issue #17).
          { path: relativeTo('', paths.patientsInfo.path), lazy: page(() => import('./routes/public/patients-info')) },
          { path: relativeTo('', paths.doctors.path), lazy: page(() => import('./routes/public/doctors')) },
          { path: relativeTo('', paths.about.path), lazy: page(() => import('./routes/public/about')) },
          { path: relativeTo('', paths.faq.path), lazy: page(() => import('./routes/public/faq')) },
          { path: relativeTo('', paths.contact.path), lazy: page(() => import('./routes/public/contact')) },
          { path: relativeTo('', paths.privacyPolicy.path), lazy: page(() => import('./routes/public/privacy-policy')) },
          { path: relativeTo('', paths.termsAndConditions.path), lazy: page(() => import('./routes/public/terms-and-conditions')) },
          { path: relativeTo('', paths.termsOfSale.path), lazy: page(() => import('./routes/public/terms-of-sale')) },
          { path: relativeTo('', paths.returnPolicy.path), lazy: page(() => import('./routes/public/return-policy')) },
          { path: relativeTo('', paths.practiceSignup.path), lazy: page(() => import('./routes/public/practice-signup')) },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
      {
        path: loc.root.path,
        lazy: page(() => import('./routes/location/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/location/patient-search')) },
          { path: relativeTo(loc.root.path, loc.createPatient.path), lazy: page(() => import('./routes/location/create-patient')) },
          { path: relativeTo(loc.root.path, loc.patient.path), lazy: page(() => import('./routes/location/patient')) },
          { path: relativeTo(loc.root.path, loc.patientOrder.path), lazy: page(() => import('./routes/location/patient-order')) },
          { path: relativeTo(loc.root.path, loc.patientProducts.path), lazy: page(() => import('./routes/location/patient-order')) },
          { path: relativeTo(loc.root.path, loc.patientCheckout.path), lazy: page(() => import('./routes/location/patient-order')) },
          { path: relativeTo(loc.root.path, loc.patientOrderConfirmation.path), lazy: page(() => import('./routes/location/patient-order-confirmation')) },
          { path: relativeTo(loc.root.path, loc.patient.tabPath), lazy: page(() => import('./routes/location/patient')) },
          { path: relativeTo(loc.root.path, loc.orderStatus.path), lazy: page(() => import('./routes/location/order-status')) },
          { path: relativeTo(loc.root.path, loc.dashboard.path), lazy: page(() => import('./routes/location/dashboard')) },
          { path: relativeTo(loc.root.path, loc.patientInvites.path), lazy: page(() => import('./routes/location/patient-invites')) },
          { path: relativeTo(loc.root.path, loc.accessRequests.path), lazy: page(() => import('./routes/location/access-requests')) },
          { path: relativeTo(loc.root.path, loc.pricing.path), lazy: page(() => import('./routes/location/pricing')) },
          { path: relativeTo(loc.root.path, loc.pricingStrategy.path), lazy: page(() => import('./routes/location/pricing-strategy')) },
          { path: relativeTo(loc.root.path, loc.productPricing.path), lazy: page(() => import('./routes/location/product-pricing')) },
          { path: relativeTo(loc.root.path, loc.settings.path), lazy: page(() => import('./routes/location/settings')) },
          { path: relativeTo(loc.root.path, loc.profile.path), lazy: named(accountScreens, 'PracticeProfile') },
          { path: relativeTo(loc.root.path, loc.account.path), lazy: named(accountScreens, 'PracticeAccount') },
          { path: relativeTo(loc.root.path, loc.staff.path), lazy: page(() => import('./routes/location/staff')) },
          { path: relativeTo(loc.root.path, loc.whatIf.path), lazy: page(() => import('./routes/location/what-if')) },
          { path: relativeTo(loc.root.path, loc.whatIfResult.path), lazy: page(() => import('./routes/location/what-if-result')) },
          { path: relativeTo(loc.root.path, loc.analysis.path), lazy: page(() => import('./routes/location/analysis')) },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
      {
        path: pat.root.path,
        lazy: page(() => import('./routes/patient/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/patient/home')) },
          { path: relativeTo(pat.root.path, pat.profile.path), lazy: named(accountScreens, 'PatientProfile') },
          { path: relativeTo(pat.root.path, pat.account.path), lazy: named(accountScreens, 'PatientAccount') },
          { path: relativeTo(pat.root.path, pat.notifications.path), lazy: page(() => import('./routes/patient/notifications')) },
          { path: relativeTo(pat.root.path, pat.payment.path), lazy: page(() => import('./routes/patient/payment')) },
          { path: relativeTo(pat.root.path, pat.addPayment.path), lazy: page(() => import('./routes/patient/add-payment')) },
          { path: relativeTo(pat.root.path, pat.order.path), lazy: page(() => import('./routes/patient/order')) },
          { path: relativeTo(pat.root.path, pat.checkout.path), lazy: page(() => import('./routes/patient/checkout')) },
          { path: relativeTo(pat.root.path, pat.orderConfirmation.path), lazy: page(() => import('./routes/patient/order-confirmation')) },
          { path: relativeTo(pat.root.path, pat.prescriptions.path), lazy: page(() => import('./routes/patient/prescriptions')) },
          { path: relativeTo(pat.root.path, pat.orders.path), lazy: page(() => import('./routes/patient/orders')) },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
      {
        // Manufacturer rewards (issue #15): patients only, top-level routes of spec point 2.
        lazy: page(() => import('./routes/rewards/layout')),
        children: [
          { path: relativeTo('', rw.home.path), lazy: named(rewardsScreens, 'RewardsHome') },
          { path: relativeTo('', rw.getStarted.path), lazy: named(rewardsScreens, 'GetStarted') },
          { path: relativeTo('', rw.joinNow.path), lazy: named(rewardsScreens, 'JoinNow') },
          { path: relativeTo('', rw.signIn.path), lazy: named(rewardsScreens, 'ProgrammeSignIn') },
          { path: relativeTo('', rw.authSuccess.path), lazy: named(rewardsScreens, 'AuthSuccess') },
          { path: relativeTo('', rw.submitClaim.path), lazy: named(rewardsScreens, 'SubmitClaim') },
          { path: relativeTo('', rw.claimApproved.path), lazy: named(rewardsScreens, 'ClaimApproved') },
          { path: relativeTo('', rw.claimDuplicate.path), lazy: named(rewardsScreens, 'ClaimDuplicate') },
          { path: relativeTo('', rw.claimSubmitError.path), lazy: named(rewardsScreens, 'ClaimSubmitError') },
        ],
      },
      {
        path: csr.root.path,
        lazy: page(() => import('./routes/csr/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/csr/find-customer')) },
          { path: relativeTo(csr.root.path, csr.practice.path), lazy: page(() => import('./routes/csr/practice')) },
          { path: relativeTo(csr.root.path, csr.impersonations.path), lazy: page(() => import('./routes/csr/impersonations')) },
          { path: relativeTo(csr.root.path, csr.impersonation.path), lazy: page(() => import('./routes/csr/impersonation')) },
          { path: relativeTo(csr.root.path, csr.eventExport.path), lazy: page(() => import('./routes/csr/event-export')) },
          { path: relativeTo(csr.root.path, csr.legalParticulars.path), lazy: page(() => import('./routes/csr/legal-particulars')) },
          { path: relativeTo(csr.root.path, csr.contactRequests.path), lazy: page(() => import('./routes/csr/contact-requests')) },
          { path: relativeTo(csr.root.path, csr.practiceSignups.path), lazy: page(() => import('./routes/csr/practice-signups')) },
          { path: relativeTo(csr.root.path, csr.distributorStaff.path), lazy: page(() => import('./routes/csr/distributor-staff')) },
          { path: relativeTo(csr.root.path, csr.announcementsActive.path), lazy: page(() => import('./routes/csr/announcements')) },
          { path: relativeTo(csr.root.path, csr.announcementsDrafts.path), lazy: page(() => import('./routes/csr/announcements')) },
          { path: relativeTo(csr.root.path, csr.announcementsArchives.path), lazy: page(() => import('./routes/csr/announcements')) },
          { path: relativeTo(csr.root.path, csr.announcementCreate.path), lazy: page(() => import('./routes/csr/announcement-editor')) },
          { path: relativeTo(csr.root.path, csr.announcementEdit.path), lazy: page(() => import('./routes/csr/announcement-editor')) },
          { path: relativeTo(csr.root.path, csr.announcementRepublish.path), lazy: page(() => import('./routes/csr/announcement-editor')) },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
      {
        // Analysts (issue #32): the Analysis screen is added here, beside the home page.
        path: an.root.path,
        lazy: page(() => import('./routes/analyst/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/analyst/home')) },
          { path: relativeTo(an.root.path, an.analysis.path), lazy: page(() => import('./routes/analyst/analysis')) },
          { path: relativeTo(an.root.path, an.profile.path), lazy: named(accountScreens, 'AnalystProfile') },
          { path: relativeTo(an.root.path, an.account.path), lazy: named(accountScreens, 'AnalystAccount') },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
      {
        // Operators (issue #33): the Operations console is added here, beside the home page.
        path: ops.root.path,
        lazy: page(() => import('./routes/operations/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/operations/home')) },
          { path: relativeTo(ops.root.path, ops.console.path), lazy: page(() => import('./routes/operations/console')) },
          { path: relativeTo(ops.root.path, ops.profile.path), lazy: named(accountScreens, 'OperationsProfile') },
          { path: relativeTo(ops.root.path, ops.account.path), lazy: named(accountScreens, 'OperationsAccount') },
          { path: '*', lazy: page(() => import('./routes/public/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
