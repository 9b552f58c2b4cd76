import { OPERATOR_PARTICULARS_STREAM } from '../../domain/legal/events';
import { operatorParticularsInput } from '../../domain/legal/particulars';
import { decideSetOperatorParticulars, operatorParticularsDecider } from '../../domain/legal/set-operator-particulars';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';

/**
 * The demo's legal particulars (issue #34): complete and plainly fictional (a `.test` domain, a
 * 555 phone number, "Demo" in the company name), so no visitor of the demo meets a placeholder on
 * the legal pages. Set through the CSR command's own schema and decider.
 */
export const DEMO_OPERATOR_PARTICULARS = operatorParticularsInput.parse({
  companyName: 'Lensloop Demo Optical Supply, Inc. (fictional)',
  address: { address1: '100 Example Parkway', address2: 'Suite 400', city: 'Austin', state: 'TX', zip: '78701' },
  contactEmail: 'legal@lensloop.test',
  contactPhone: '5125550100',
  governingLawState: 'TX',
  venue: 'Travis County, Texas',
  effectiveDate: '2026-01-01',
  returnAddress: { address1: '2500 Returns Way', address2: 'Dock 3', city: 'Round Rock', state: 'TX', zip: '78664' },
  refundMethod: 'card-or-practice-credit',
});

export async function seedOperatorParticulars(store: EventStore, metadata: () => EventMetadata, now: Date): Promise<void> {
  await handleCommand(store, OPERATOR_PARTICULARS_STREAM, operatorParticularsDecider, (s) => decideSetOperatorParticulars({ particulars: DEMO_OPERATOR_PARTICULARS, now }, s), { metadata: metadata() });
}
