import { Breadcrumb } from '@/components/breadcrumb';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { CreatePatientForm } from '@/features/patients/components/create-patient-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /location/create-patient: the create-new-patient form (the account-state banner is in the /location layout). */
export default function CreatePatientRoute() {
  useDocumentTitle('Create new patient');
  return (
    <>
      <Breadcrumb parent={{ label: 'Patient Search', to: paths.location.patientSearch.getHref() }} current="Create new patient" />
      <PageHeader title="Create new patient" description="Add a patient to your practice. You can write their prescription and invite them next." />
      <CreatePatientForm cancelHref={paths.location.patientSearch.getHref()} />
    </>
  );
}
