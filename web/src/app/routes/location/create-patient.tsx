import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { CreatePatientForm } from '../../../features/patients/components/create-patient-form';
import { PracticeStateBanner } from '../../../features/practice/components/practice-state-banner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';

/** /location/create-patient: the create-new-patient form. */
export default function CreatePatientRoute() {
  useDocumentTitle('Create new patient');
  const session = useSession();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.location.patientSearch.getHref()}>Patient Search</Link>
          </li>
          <li aria-current="page">Create new patient</li>
        </ol>
      </nav>
      <PageHeader title="Create new patient" description="Add a patient to your practice. You can write their prescription and invite them next." />
      {session?.user.practiceId ? <PracticeStateBanner practiceId={session.user.practiceId} locationId={session.user.locationId} /> : null}
      <CreatePatientForm cancelHref={paths.location.patientSearch.getHref()} />
    </>
  );
}
