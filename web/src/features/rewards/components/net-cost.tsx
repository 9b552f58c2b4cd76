import './rewards.css';
import { useRebateCalculation, type CalculationInput } from '../api/update-calculation';
import { eligibilitySentence, usd } from '../rewards-words';

/**
 * The order's rebate and the patient's net cost before the order is placed (issue #15): retail −
 * insurance − practice discount − rebate. Self-contained: the wizards pass what they know; `look`
 * words it for the patient (their own checkout) or for staff.
 */
export function NetCost({ input, look = 'staff' }: { input: CalculationInput | null; look?: 'patient' | 'staff' }) {
  const calc = useRebateCalculation(input);
  const nothingChosen = !input || (!input.cartId && !input.orderDetails?.length);
  if (nothingChosen || calc.isPending || calc.isError || !calc.data) return null;
  const c = calc.data;
  const e = c.eligibility;
  const earns = e.code === 4 || e.code === 5;
  return (
    <section className="net-cost card card--padded stack-sm" aria-label="Manufacturer rebate and net cost" data-testid="net-cost">
      <p>
        {earns ? (
          <>
            This order earns a {e.programme === 'rebates' ? 'rebate' : 'reward'} of <strong>{usd(c.rebateCents)}</strong>
            {e.manufacturer ? ` from ${e.manufacturer}` : ''} — claim it 24 hours after delivery.
          </>
        ) : (
          eligibilitySentence(e, look)
        )}
      </p>
      <dl className="rewards-facts rewards-facts--figures">
        <dt>{look === 'patient' ? 'Price of the lenses' : 'Retail'}</dt>
        <dd>{usd(c.retailCents)}</dd>
        {c.insuranceCents ? (
          <>
            <dt>Insurance</dt>
            <dd>−{usd(c.insuranceCents)}</dd>
          </>
        ) : null}
        {c.discountCents ? (
          <>
            <dt>Practice discount</dt>
            <dd>−{usd(c.discountCents)}</dd>
          </>
        ) : null}
        {c.rebateCents ? (
          <>
            <dt>Rebate</dt>
            <dd>−{usd(c.rebateCents)}</dd>
          </>
        ) : null}
        <dt>{look === 'patient' ? 'Your cost after the rebate' : 'Net cost'}</dt>
        <dd>
          <strong>{usd(c.netCostCents)}</strong>
        </dd>
      </dl>
    </section>
  );
}
