import type { PracticeInfo } from '../../../../../domain/practices/practice-info';
import { MESSAGES } from '../../../../../domain/shared/errors';
import { Alert } from '../../../components/alert';
import { usePractice } from '../api/get-practice';

interface Banner {
  tone: 'error' | 'warning';
  title: string;
  text: string;
}

const BLOCKED_TEXT =
  'Patient profiles, prescriptions, invites, access requests and orders can’t be changed until support unblocks your practice. You can still search patients and edit your account, practice information, default prescription expiration and pricing.';

/** The one account-state banner (spec point 4; "only one alert banner at a time"): blocked, else credit hold, else a deactivated location. */
export function practiceStateBanner(practice: PracticeInfo, locationId: string | null | undefined): Banner | null {
  if (practice.isPracticeBlocked) return { tone: 'error', title: MESSAGES.practiceBlocked, text: BLOCKED_TEXT };
  if (practice.isCreditOnHold) {
    return { tone: 'error', title: MESSAGES.creditOnHold, text: BLOCKED_TEXT.replace('support unblocks your practice', 'the credit hold is released') };
  }
  const off = practice.locations.filter((l) => l.deactivated && (!locationId || l.locationId === locationId));
  if (off.length === 0) return null;
  const names = off.map((l) => l.name).join(', ');
  return {
    tone: 'warning',
    title: off.length === 1 ? `${names} is deactivated` : `These locations are deactivated: ${names}`,
    text: 'There you can’t create, update or delete patient profiles or prescriptions, send invites or access requests, change the email display name, or start or submit orders. Searching patients and editing your account, practice information, default prescription expiration and pricing still work. Contact support to reactivate it.',
  };
}

/** Shows the practice's account-state banner, if any, in the practice area. */
export function PracticeStateBanner({ practiceId, locationId }: { practiceId: string; locationId?: string | null | undefined }) {
  const practice = usePractice(practiceId);
  const banner = practice.data ? practiceStateBanner(practice.data, locationId) : null;
  if (!banner) return null;
  return (
    <div className="practice-state-banner">
      <Alert tone={banner.tone} title={banner.title}>
        {banner.text}
      </Alert>
    </div>
  );
}
