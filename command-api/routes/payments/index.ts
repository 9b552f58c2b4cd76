import { cardSignatureRoute } from './get-card-signature';
import { deleteCardRoute } from './delete-card';
import { saveCardRoute } from './save-card';
import { setDefaultCardRoute } from './set-default-card';

/** Command routes of saved cards and the hosted card form's signature (issue #5). */
export const paymentsCommandRoutes = [cardSignatureRoute, saveCardRoute, deleteCardRoute, setDefaultCardRoute];
