import { defaultCardRoute } from './order/card/default';
import { deleteCardRoute } from './order/card/delete';
import { saveCardRoute } from './order/card/save';
import { cardSignatureRoute } from './order/card/signature';

/** Command routes of saved cards and the hosted card form's signature (issue #5). */
export const cardRoutes = [cardSignatureRoute, saveCardRoute, deleteCardRoute, defaultCardRoute];
