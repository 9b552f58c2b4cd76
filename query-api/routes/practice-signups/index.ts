import { listPracticeSignupsRoute } from './list-practice-signups';

/** Practice sign-ups (issue #17): the CSR's review list. */
export const practiceSignupsQueryRoutes = [listPracticeSignupsRoute];
