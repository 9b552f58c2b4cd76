import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { StaffOrderWizard, type OrderPrescription } from '@/features/orders/components/staff-order-wizard';
import { PracticeStateBanner } from '@/features/practice/components/practice-state-banner';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import type { EyeRxView } from '@domain/prescriptions/api-schemas';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

const eyeOf = (eye: 'OD' | 'OS', rx: EyeRxView | null) =>
  rx ? [{ eye, productId: rx.productId, variantId: rx.variantId, productName: rx.productName, brand: rx.brand, boxQuantity: rx.boxQuantity, dimensions: rx.dimensions }] : [];

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
  const patient = list.data?.patient;
  const name = patient ? `${patient.firstName} ${patient.lastName}` : 'Patient';
  useDocumentTitle(`Order – ${name}`);
  const rx = list.data?.prescriptions.find((p) => p.id === rxId);

  const header = (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.location.patientSearch.getHref()}>Patient Search</Link>
          </li>
          <li>
            <Link to={paths.location.patient.getHref(accountNumber)}>{name}</Link>
          </li>
          <li aria-current="page">Order</li>
        </ol>
      </nav>
      <PageHeader title="Order lenses" eyebrow={`${name} · Account ${accountNumber}`} />
      {session?.user.practiceId ? <PracticeStateBanner practiceId={session.user.practiceId} locationId={session.user.locationId} /> : null}
    </>
  );
  if (!accountNumber) return <>{header}<Alert tone="error">Choose a patient first, then a prescription from their Prescriptions tab.</Alert></>;
  if (list.isLoading) return <>{header}<PageLoader label="Loading the prescription" /></>;
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
                    {p.prescriptionNickname} (expires {p.prescriptionExpirationDate})
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
    eyes: [...eyeOf('OD', rx.rightEyeRx), ...eyeOf('OS', rx.leftEyeRx)],
  };
  return (
    <>
      {header}
      {rx.isExpired ? <Alert tone="warning">This prescription has expired. Please call your doctor to renew it before ordering.</Alert> : null}
      <StaffOrderWizard
        accountNumber={accountNumber}
        patientName={name}
        prescription={prescription}
        onPlaced={(orderId) => void navigate(paths.location.patientOrderConfirmation.getHref(orderId, accountNumber))}
      />
    </>
  );
}
