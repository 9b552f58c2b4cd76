import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { PatientInvitesPanel } from '@/features/invites/components/patient-invites-panel';

/** The patient's Profile tab, where the e-mail is changed (bounced invites). */
const patientHref = (accountNumber: string) => paths.location.patient.getHref(accountNumber, 'profile');

/** /location/patient-invites: invite patients to Lensloop, follow up, and fix bounced e-mails. */
export default function PatientInvitesRoute() {
  return (
    <>
      <RouteHeader
        title="Patient Invites"
        description="Invite patients with a completed profile and a current prescription to order their lenses on Lensloop. The invite is an e-mail with a link to set their password."
      />
      <PatientInvitesPanel patientHref={patientHref} />
    </>
  );
}
