import { operatorParticularsRoute } from './get-operator-particulars';

/** Legal particulars (issue #34): what the public legal pages show of the operator. */
export const legalQueryRoutes = [operatorParticularsRoute];
