import { getSavedCardsRoute } from './get-saved-cards';

/** Query routes of saved cards (issue #5). */
export const paymentsQueryRoutes = [getSavedCardsRoute];
