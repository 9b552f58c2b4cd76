import { approvePracticeSignupRoute } from './approve-practice-signup';
import { declinePracticeSignupRoute } from './decline-practice-signup';
import { requestPracticeSignupRoute } from './request-practice-signup';

/** Practice sign-ups (issue #17): a practice asks to join; a CSR approves or declines. */
export const practiceSignupsCommandRoutes = [requestPracticeSignupRoute, approvePracticeSignupRoute, declinePracticeSignupRoute];
