import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { yearsOfExpiry } from '@domain/practices/set-default-rx-expiry';
import { ButtonLink } from '@/components/button';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { inviteEligibilityQueryOptions } from '@/features/invites/api/get-invite-eligibility';
import { SendInviteButton } from '@/features/invites/components/send-invite-button';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { PatientOrdersTable } from '@/features/orders/components/patient-orders-table';
import { PatientProfilePanel } from '@/features/patients/components/patient-profile-panel';
import { useDefaultRxExpiry } from '@/features/practice/api/get-default-rx-expiry';
import { PracticeStateBanner } from '@/features/practice/components/practice-state-banner';
import { usePrescriptions } from '@/features/prescriptions/api/get-prescriptions';
import { PrescriptionsPanel } from '@/features/prescriptions/components/prescriptions-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/hooks/use-session';

const TABS = [
  { id: 'prescriptions', label: 'Prescriptions' },
  { id: 'orders', label: 'Orders' },
  { id: 'profile', label: 'Profile' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /location/patient/{prescriptions|orders|profile}?accountNumber=…: a patient of the practice, with the tabs of spec point 2
 * (Prescriptions, Orders, Profile) and the "Send invite" action in the header.
 */
export default function PatientRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accountNumber = params.get('accountNumber') ?? '';
  // The tab is the path's last segment (/location/patient/orders); `?tab=` is still understood.
  const { tab: tabSegment } = useParams();
  const tab: TabId = (TABS.find((t) => t.id === (tabSegment ?? params.get('tab')))?.id ?? 'prescriptions') as TabId;
  const session = useSession();
  const practiceId = session?.user.practiceId ?? '';
  const defaultExpiry = useDefaultRxExpiry(practiceId);
  const list = usePrescriptions(accountNumber || null);
  const patient = list.data?.patient;
  const name = patient ? `${patient.firstName} ${patient.lastName}` : 'Patient';
  useDocumentTitle(patient ? `${name} – Patient` : 'Patient');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const queryClient = useQueryClient();
  // An invite needs a current prescription: re-check the invite button after prescription changes.
  const onPrescriptionsChanged = useCallback(() => {
    if (accountNumber) void queryClient.invalidateQueries({ queryKey: inviteEligibilityQueryOptions(accountNumber).queryKey });
  }, [queryClient, accountNumber]);

  function select(next: TabId, focus = false) {
    void navigate(paths.location.patient.getHref(accountNumber, next), { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const i = TABS.findIndex((t) => t.id === tab);
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home') select(TABS[0].id, true);
    else if (event.key === 'End') select(TABS[TABS.length - 1]!.id, true);
    else if (move) select(TABS[(i + move + TABS.length) % TABS.length]!.id, true);
    else return;
    event.preventDefault();
  }

  if (!accountNumber) {
    return (
      <>
        <PageHeader title="Patient" description="Choose a patient from the patient search." />
        <Link to={paths.location.patientSearch.getHref()}>Go to patient search</Link>
      </>
    );
  }

  return (
    <>
      <Breadcrumb parent={{ label: 'Patient Search', to: paths.location.patientSearch.getHref() }} current={name} />
      <PageHeader
        title={name}
        eyebrow={`Account ${accountNumber}`}
        description={patient?.email}
        actions={
          <>
            <HistoryPanel recordType="patient" recordId={accountNumber} label={name} size="md" />
            <div className="patient-header__actions" aria-label="Patient actions">
              <SendInviteButton accountNumber={accountNumber} />
            </div>
          </>
        }
      />
      {practiceId ? <PracticeStateBanner practiceId={practiceId} locationId={session?.user.locationId} /> : null}
      <div role="tablist" aria-label="Patient" className="patient-tabs" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`patient-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`patient-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="patient-tabs__tab"
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`patient-panel-${tab}`} aria-labelledby={`patient-tab-${tab}`}>
        {tab === 'prescriptions' ? (
          <PrescriptionsPanel
            accountNumber={accountNumber}
            canEdit
            defaultExpiryYears={defaultExpiry.data ? yearsOfExpiry(defaultExpiry.data) : undefined}
            onChanged={onPrescriptionsChanged}
            renderActions={(rx) => (
              <>
                {rx.isExpired ? null : (
                  <ButtonLink size="sm" to={paths.location.patientOrder.getHref(accountNumber, rx.id)} aria-label={`Order from prescription ${rx.prescriptionNickname}`}>
                    Order
                  </ButtonLink>
                )}
                <HistoryPanel recordType="prescription" recordId={rx.id} label={`prescription ${rx.prescriptionNickname}`} />
              </>
            )}
          />
        ) : tab === 'orders' ? (
          <div className="card card--padded">
            <h2 className="section-title">Orders</h2>
            <PatientOrdersTable accountNumber={accountNumber} orderHref={(orderId) => paths.location.patientOrderConfirmation.getHref(orderId, accountNumber)} />
          </div>
        ) : (
          <PatientProfilePanel accountNumber={accountNumber} />
        )}
      </div>
    </>
  );
}
