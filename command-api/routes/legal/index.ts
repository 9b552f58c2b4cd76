import { setOperatorParticularsRoute } from './set-operator-particulars';

/** Legal particulars (issue #34): the CSR sets the operator's particulars the legal pages show. */
export const legalCommandRoutes = [setOperatorParticularsRoute];
