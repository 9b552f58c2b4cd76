import { z } from 'zod';
import { REFUND_METHODS } from './particulars';

export { operatorParticularsInput, type OperatorParticularsInput, type OperatorParticulars } from './particulars';

const address = z.object({ address1: z.string(), address2: z.string().optional(), city: z.string(), state: z.string(), zip: z.string() });

/** `POST /api/support/operatorparticulars` (CSR): the reply. */
export const setOperatorParticularsReply = z.object({ changed: z.boolean(), position: z.number().int().nullable() });
export type SetOperatorParticularsReply = z.infer<typeof setOperatorParticularsReply>;

/** `GET /api/site/particulars` (public): the particulars the legal pages show, or null before a CSR sets them. */
export const operatorParticularsReply = z.object({
  particulars: z
    .object({
      companyName: z.string(),
      address,
      contactEmail: z.string(),
      contactPhone: z.string(),
      governingLawState: z.string(),
      venue: z.string(),
      effectiveDate: z.string(),
      returnAddress: address,
      refundMethod: z.enum(REFUND_METHODS),
      setAt: z.string(),
    })
    .nullable(),
});
export type OperatorParticularsReply = z.infer<typeof operatorParticularsReply>;
