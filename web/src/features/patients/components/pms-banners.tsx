import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatInstantDate } from '@/lib/format';
import { useDisablePmsBanner } from '@/features/patients/api/disable-pms-banner';
import { usePmsStatus } from '@/features/patients/api/get-pms-status';

/**
 * The two PMS banners of the patient list (spec point 3 flags, D-075): "connect your PMS" until the
 * location imported from it, and "patients were updated from your PMS on <date>" after an import.
 * Each has a dismiss button. One at a time (spec point 4: one alert banner).
 */
export function PmsBanners({ onImport }: { onImport?: () => void }) {
  const status = usePmsStatus();
  const disable = useDisablePmsBanner();
  const s = status.data;
  if (!s) return null;
  if (!s.hidePmsUpdateBanner && s.lastSyncDate) {
    return (
      <Alert
        tone="success"
        title="Patients updated"
        action={
          <Button variant="ghost" size="sm" loading={disable.isPending} onClick={() => disable.mutate('update')}>
            Dismiss
          </Button>
        }
      >
        Patients were updated from your practice-management system on {formatInstantDate(s.lastSyncDate)}.
      </Alert>
    );
  }
  if (!s.hidePmsIntegrationBanner && !s.isSignupLocationPmsIntegrated) {
    return (
      <Alert
        tone="info"
        title="Connect your practice-management system"
        action={
          <div className="panel-actions">
            {onImport ? (
              <Button variant="secondary" size="sm" onClick={onImport}>
                Import patients
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" loading={disable.isPending} onClick={() => disable.mutate('integration')}>
              Don’t show again
            </Button>
          </div>
        }
      >
        Bring your patients in from your practice-management system (PMS) with a CSV export instead of typing them one by one.
      </Alert>
    );
  }
  return null;
}
