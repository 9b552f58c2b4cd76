import type { OperatorParticulars } from './particulars';

/**
 * The operator's legal particulars (issue #34): the company that runs the platform and sells the
 * lenses, as the privacy policy, the terms and the return policy name it. One stream holds every
 * version: `operator-particulars-site` (one site, one stream). Company facts, not a person's data.
 */
export const OPERATOR_PARTICULARS_STREAM = 'operator-particulars-site';

/** A CSR set the particulars (the whole set each time; the seed's first version has the system as actor). */
export interface OperatorParticularsSet {
  type: 'OperatorParticularsSet';
  data: { particulars: OperatorParticulars; setAt: string };
}

export type OperatorParticularsEvent = OperatorParticularsSet;
