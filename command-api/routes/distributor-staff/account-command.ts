import { distributorStaffAccountInput, distributorStaffChangeReply } from '../../../domain/distributor-staff/api-schemas';
import { type CustomerState, customerDecider } from '../../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { commandRoute } from '../../lib/command-route';

/**
 * A CSR's change to one analyst's or operator's account (re-send, deactivate, restore): the CSR
 * names the account, the decision is made on its stream with the CSR as actor, and the reply is the
 * change's position, or null when there was nothing to change.
 */
export function distributorStaffAccountCommand(
  def: { action: string; summary: string; description: string },
  decide: (command: { by: string }, state: CustomerState) => CustomerEvent[],
) {
  return commandRoute(
    { path: `/api/support/distributorstaff/${def.action}`, tags: ['support'], summary: def.summary, description: def.description, auth: ['CSR'], body: distributorStaffAccountInput, reply: distributorStaffChangeReply },
    async ({ body, claims, handle }) => {
      const { result } = await handle(customerStream(body.accountNumber), customerDecider, (state) => decide({ by: claims.sub }, state));
      return { position: result?.position ?? null };
    },
  );
}
