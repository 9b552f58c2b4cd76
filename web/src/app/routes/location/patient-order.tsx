import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { JUST_PLACED } from '@/features/orders/just-placed';
import { type Boxes, StaffOrderWizard, type OrderPrescription } from '@/features/orders/components/staff-order-wizard';
import { NetCost } from '@/features/rewards/components/net-cost';
import { PracticeStateBanner } from '@/features/practice/components/practice-state-banner';
import { usePatient } from '@/features/patients/api/get-patient';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { formatCalendarDate } from '@/lib/format';
import type { CustomerProfile } from '@domain/identity/api-schemas';
import { boxesText, type CartReply, type DeliveryAddressInput } from '@domain/ordering/api-schemas';
import type { EyeRxView } from '@domain/prescriptions/api-schemas';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

const eyeOf = (eye: 'OD' | 'OS', rx: EyeRxView | null) =>
  rx ? [{ eye, productId: rx.productId, variantId: rx.variantId, productName: rx.productName, brand: rx.brand, boxQuantity: rx.boxQuantity, dimensions: rx.dimensions }] : [];

/**
 * Issue #15: what the rebate and net cost are computed from while staff order: the boxes chosen
 * (suggested retail) until the cart exists, then the cart's own lines, subtotal, insurance and discount.
 */
function netCostInput(accountNumber: string, prescription: OrderPrescription, order: { boxes: Boxes; cart: CartReply | null }) {
  const base = { patientAccountNumber: accountNumber, prescriptionId: prescription.id };
  const { cart } = order;
  if (cart) {
    const lines = [cart.orderSummary.rightEye, cart.orderSummary.leftEye].flatMap((l) => (l && l.quantity > 0 ? [{ productId: l.productId, variantId: l.variantId, quantity: l.quantity }] : []));
    return { ...base, orderDetails: lines, retail: cart.summary.subTotalCents / 100, insurance: cart.summary.insuranceCents / 100, discount: cart.summary.discountCents / 100 };
  }
  // The boxes as typed count when the ordering rule accepts them (its message stands next to the field otherwise).
  const count = (text: string) => {
    const r = boxesText.safeParse(text);
    return r.success ? r.data : 0;
  };
  return { ...base, orderDetails: prescription.eyes.map((e) => ({ productId: e.productId, variantId: e.variantId, quantity: count(order.boxes[e.eye]) })).filter((l) => l.quantity > 0) };
}

/** The delivery form's start (issue #18): the patient's first address and phone on record. */
function recordAddressOf(profile: CustomerProfile | undefined, name: string): DeliveryAddressInput | undefined {
  const a = profile?.addresses[0];
  if (!profile) return undefined;
  return { name, address1: a?.address1 ?? '', city: a?.city ?? '', state: a?.state ?? '', zip: a?.zip ?? '', ...(a?.address2 ? { address2: a.address2 } : {}), ...(profile.phone ? { phone: profile.phone } : {}) };
}

/**
 * /location/patient/order?accountNumber=&rxId=: the staff order wizard for one prescription (spec point 2).
 * Also serves /location/patient/products and /location/patient/checkout (the spec's routes for the
 * product and checkout steps): without `rxId` it lists the patient's current prescriptions to order from.
 */
export default function PatientOrderRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accountNumber = params.get('accountNumber') ?? '';
  const rxId = params.get('rxId') ?? '';
  const session = useSession();
  const list = usePrescriptions(accountNumber || null);
  const record = usePatient(accountNumber);
  const patient = list.data?.patient;
  const name = patient ? `${patient.firstName} ${patient.lastName}` : 'Patient';
  useDocumentTitle(`Order – ${name}`);
  const rx = list.data?.prescriptions.find((p) => p.id === rxId);

  const header = (
    <>
      <Breadcrumb trail={[{ label: 'Patient Search', to: paths.location.patientSearch.getHref() }, { label: name, to: paths.location.patient.getHref(accountNumber) }]} current="Order" />
      <PageHeader title="Order lenses" eyebrow={`${name} · Account ${accountNumber}`} />
      {session?.user.practiceId ? <PracticeStateBanner practiceId={session.user.practiceId} locationId={session.user.locationId} /> : null}
    </>
  );
  if (!accountNumber) return <>{header}<Alert tone="error">Choose a patient first, then a prescription from their Prescriptions tab.</Alert></>;
  // The patient's record too: the delivery form starts with its address (issue #18), so the wizard waits for it.
  if (list.isLoading || record.isLoading) return <>{header}<PageLoader label="Loading the prescription" /></>;
  if (list.error) return <>{header}<Alert tone="error">{list.error.message}</Alert></>;
  if (!rxId) {
    // /location/patient/products (spec point 2): pick the prescription to order from.
    const current = (list.data?.prescriptions ?? []).filter((p) => !p.isExpired);
    return (
      <>
        {header}
        <section aria-labelledby="order-choose-rx" className="stack-lg">
          <h2 id="order-choose-rx" className="section-title">Choose a prescription</h2>
          {current.length === 0 ? (
            <Alert tone="warning">This patient has no current prescription. Add or renew one on their Prescriptions tab first.</Alert>
          ) : (
            <ul className="stack">
              {current.map((p) => (
                <li key={p.id}>
                  <Link to={paths.location.patientOrder.getHref(accountNumber, p.id)}>
                    {p.prescriptionNickname} (expires {formatCalendarDate(p.prescriptionExpirationDate)})
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  if (!rx) return <>{header}<Alert tone="error">Prescription not found.</Alert></>;
  const prescription: OrderPrescription = {
    id: rx.id,
    nickname: rx.prescriptionNickname,
    expirationDate: rx.prescriptionExpirationDate,
    supplyUntil: rx.supplyUntil ?? null,
    eyes: [...eyeOf('OD', rx.rightEyeRx), ...eyeOf('OS', rx.leftEyeRx)],
  };
  return (
    <>
      {header}
      {rx.isExpired ? <Alert tone="warning">This prescription has expired. Please call your doctor to renew it before ordering.</Alert> : null}
      <StaffOrderWizard
        accountNumber={accountNumber}
        patientName={name}
        recordAddress={recordAddressOf(record.data, name)}
        prescription={prescription}
        onPlaced={(orderId) => void navigate(paths.location.patientOrderConfirmation.getHref(orderId, accountNumber), { state: JUST_PLACED })}
        footer={(order) => <NetCost input={netCostInput(accountNumber, prescription, order)} />}
      />
    </>
  );
}
