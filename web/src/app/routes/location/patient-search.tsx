import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { RouteHeader } from '@/components/route-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { PatientSearch } from '@/features/patients/components/patient-search';
import { PmsBanners } from '@/features/patients/components/pms-banners';
import { PmsImportPanel } from '@/features/patients/components/pms-import-panel';
import { usePmsStatus } from '@/features/patients/api/get-pms-status';
import { usePracticeActionAllowed } from '@/hooks/use-practice-action-allowed';

/** /location: the practice's patient list and search, with the PMS banners and import. */
export default function PatientSearchRoute() {
  const [showImport, setShowImport] = useState(false);
  const createAllowed = usePracticeActionAllowed('create patient profile');
  const importHeading = useRef<HTMLHeadingElement>(null);
  // The PMS banner sits above the list: the list waits for the banner's first answer, so it does not
  // jump down when the banner arrives (a failed first try shows the list without it at once).
  const pms = usePmsStatus();
  const pmsPending = pms.isPending && pms.failureCount === 0;
  useEffect(() => {
    if (showImport) importHeading.current?.focus();
  }, [showImport]);
  return (
    <>
      <RouteHeader
        title="Patient Search"
        description="Your patients, newest first. Search by name or email, optionally with their date of birth, and filter the list."
        actions={
          <>
            <Button variant="secondary" onClick={() => setShowImport((v) => !v)} aria-expanded={showImport}>
              {showImport ? 'Hide import' : 'Import patients'}
            </Button>
            {createAllowed.allowed ? (
              <ButtonLink to={paths.location.createPatient.getHref()}>
                <Icon name="plus" className="btn__icon" />
                Create new patient
              </ButtonLink>
            ) : (
              // Blocked practice / deactivated location: shown, not offered (the banner explains why).
              <Button disabled title={createAllowed.reason}>
                <Icon name="plus" className="btn__icon" />
                Create new patient
              </Button>
            )}
          </>
        }
      />
      {pmsPending ? (
        <Spinner label="Loading patients…" />
      ) : (
        <div className="stack-lg">
          <PmsBanners onImport={() => setShowImport(true)} />
          {showImport ? <PmsImportPanel headingRef={importHeading} /> : null}
          <PatientSearch />
        </div>
      )}
    </>
  );
}
