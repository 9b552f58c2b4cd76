import { Alert } from '@/components/alert';
import { RouteHeader } from '@/components/route-header';
import { StaffAndLocations } from '@/features/practice/components/staff-and-locations';
import { useSession } from '@/hooks/use-session';

/** /location/staff: Manage Practice → Staff & Locations (issue #17), for the practice administrator. */
export default function StaffRoute() {
  const session = useSession();
  const practiceId = session?.user.practiceId;
  const isAdministrator = session?.user.customerGroup === 'Practice';
  return (
    <>
      <RouteHeader title="Staff & Locations" description="Invite your staff, deactivate those who leave, and add your practice’s locations." />
      {!isAdministrator ? (
        <Alert tone="info">Only your practice administrator can invite staff and add locations. Ask them if you need a change.</Alert>
      ) : practiceId ? (
        <StaffAndLocations practiceId={practiceId} />
      ) : null}
    </>
  );
}
