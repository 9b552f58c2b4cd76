import type { ReactNode } from 'react';
import type { OperatorParticularsReply } from '@domain/legal/api-schemas';
import { REFUND_METHOD_LABELS } from '@domain/legal/particulars';
import { US_STATES } from '@domain/shared/us-states';
import { formatUsPhone } from '@/lib/format';
import { useOperatorParticulars } from '../api/get-operator-particulars';

type Particulars = NonNullable<OperatorParticularsReply['particulars']>;
type Address = Particulars['address'];

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function AddressLines({ address }: { address: Address }) {
  return (
    <>
      {address.address1}
      {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state} {address.zip}
    </>
  );
}

/** Which facts a legal page shows of the operator (issue #34). */
export type ParticularsTopic = 'privacy' | 'terms' | 'sale' | 'returns';

function facts(p: Particulars, topic: ParticularsTopic): [string, ReactNode][] {
  const company: [string, ReactNode] = ['Company', p.companyName];
  const address: [string, ReactNode] = ['Address', <AddressLines key="a" address={p.address} />];
  const contact: [string, ReactNode] = [
    'Contact',
    <>
      <a href={`mailto:${p.contactEmail}`}>{p.contactEmail}</a> · <a href={`tel:+1${p.contactPhone}`}>{formatUsPhone(p.contactPhone)}</a>
    </>,
  ];
  const effective: [string, ReactNode] = ['Effective', usDate(p.effectiveDate)];
  switch (topic) {
    case 'privacy':
      return [['Data controller', p.companyName], address, contact, effective];
    case 'terms':
      return [company, address, ['Governing law', `The laws of the State of ${stateName(p.governingLawState)}`], ['Venue', p.venue], contact, effective];
    case 'sale':
      return [['Seller', p.companyName], address, contact, ['Governing law', `The laws of the State of ${stateName(p.governingLawState)}`], effective];
    case 'returns':
      return [['Send returns to', <AddressLines key="r" address={p.returnAddress} />], ['Refunds', REFUND_METHOD_LABELS[p.refundMethod]], ['Questions', contact[1]]];
  }
}

/**
 * The operator's particulars on a legal page (issue #34), as a CSR set them in the app. Before
 * any are set, a plain note says so (the demo seeds them, so its visitors never see it).
 */
export function OperatorParticularsBox({ topic }: { topic: ParticularsTopic }) {
  const { data, isError } = useOperatorParticulars();
  if (isError || (data && !data.particulars)) {
    return (
      <aside className="operator-note" aria-label="Who we are">
        <p className="operator-note__title">Company details</p>
        <p>The operator’s company details are being prepared. For any question in the meantime, use the Contact page.</p>
      </aside>
    );
  }
  if (!data?.particulars) return null;
  return (
    <aside className="operator-particulars" aria-label="Who we are">
      <dl className="operator-particulars__list">
        {facts(data.particulars, topic).map(([term, value]) => (
          <div key={term} className="operator-particulars__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
