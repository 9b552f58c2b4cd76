import { ButtonLink } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { PatientSearch } from '../../../features/patients/components/patient-search';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /location: patient search. */
export default function PatientSearchRoute() {
  useDocumentTitle('Patient Search');
  return (
    <>
      <PageHeader
        title="Patient Search"
        description="Find a patient by name or email, optionally with their date of birth."
        actions={
          <ButtonLink to={paths.location.createPatient.getHref()}>
            <Icon name="plus" className="btn__icon" />
            Create new patient
          </ButtonLink>
        }
      />
      <PatientSearch />
    </>
  );
}
