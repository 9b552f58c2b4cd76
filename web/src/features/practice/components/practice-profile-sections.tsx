import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { PRACTICE_LOAD_ERROR, usePractice } from '@/features/practice/api/get-practice';
import { LocationInfoForm } from './location-info-form';
import { PracticeInfoForm } from './practice-info-form';
import { PracticeInfoSection } from './practice-info-section';

/**
 * "Manage practice: practice and location information" (spec point 2) on /location/profile. The
 * practice administrator edits the practice and every location; staff edit their own location and
 * see the rest (decision D-091). Allowed in every account state (spec point 4).
 */
export function PracticeProfileSections({ practiceId, isAdministrator, locationId }: { practiceId: string; isAdministrator: boolean; locationId: string | null }) {
  const practice = usePractice(practiceId);
  if (practice.isPending) return <Spinner label="Loading your practice information…" />;
  if (practice.isError) return <Alert tone="error">{PRACTICE_LOAD_ERROR}</Alert>;
  const editable = isAdministrator ? practice.data.locations : practice.data.locations.filter((l) => l.locationId === locationId);
  return (
    <>
      {isAdministrator ? <PracticeInfoForm practice={practice.data} /> : <PracticeInfoSection practiceId={practiceId} />}
      {editable.map((l) => (
        <LocationInfoForm key={l.locationId} practiceId={practiceId} location={l} sendLocationId={isAdministrator} />
      ))}
    </>
  );
}
