import { useEffect, useId } from 'react';
import { ALWAYS_ALLOWED_ACTIONS, RESTRICTED_ACTIONS } from '@domain/practices/account-state-rules';
import { type PracticeInfo } from '@domain/practices/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Alert } from '@/components/alert';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { bannerStore, useIsActiveBanner } from '@/lib/banner-store';
import { useQuery } from '@tanstack/react-query';
import { practiceQueryOptions } from '@/features/practice/api/get-practice';

interface Banner {
  tone: 'error' | 'warning';
  title: string;
  text: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The spec's wording of the actions, as shown to the user ("e-mail" as the app writes it). */
const label = (action: string) => capitalise(action.replace('e-mail', 'email'));

/** The one account-state banner (spec point 4; "only one alert banner at a time"): blocked, else credit hold, else a deactivated location. */
export function practiceStateBanner(practice: PracticeInfo, locationId: string | null | undefined): Banner | null {
  if (practice.isPracticeBlocked) {
    return { tone: 'error', title: MESSAGES.practiceBlocked, text: 'Some actions are unavailable until support unblocks your practice.' };
  }
  if (practice.isCreditOnHold) {
    return { tone: 'error', title: MESSAGES.creditOnHold, text: 'Some actions are unavailable until the credit hold is released. Contact support about your account.' };
  }
  const off = practice.locations.filter((l) => l.deactivated && (!locationId || l.locationId === locationId));
  if (off.length === 0) return null;
  const names = off.map((l) => l.name).join(', ');
  return {
    tone: 'warning',
    title: off.length === 1 ? `${names} is deactivated` : `These locations are deactivated: ${names}`,
    text: `Some actions are unavailable ${off.length === 1 ? 'at this location' : 'at these locations'}. Contact support to reactivate ${off.length === 1 ? 'it' : 'them'}.`,
  };
}

/**
 * The practice's account-state banner, once per practice screen (the /location layout shows it),
 * with what is blocked and what still works (spec point 4 lists). It takes the one banner slot
 * `deactivatedStatus` of the banner store while it applies.
 */
export function PracticeStateBanner({ practiceId, locationId }: { practiceId: string; locationId?: string | null | undefined }) {
  // Re-read every minute, so a state support sets shows without reloading.
  // Read once the page has painted (D-614); the page's own reads of the practice are not held back.
  const practice = useQuery({ ...practiceQueryOptions(practiceId), refetchInterval: 60_000, enabled: useAfterFirstPaint() });
  const banner = practice.data ? practiceStateBanner(practice.data, locationId) : null;
  const owner = useId();
  const active = useIsActiveBanner('deactivatedStatus', owner);
  const wanted = banner !== null;

  useEffect(() => {
    if (!wanted) return;
    bannerStore.show('deactivatedStatus', owner);
    return () => bannerStore.hide('deactivatedStatus', owner);
  }, [wanted, owner]);

  if (!banner || !active) return null;
  return (
    <div className="practice-state-banner">
      <Alert tone={banner.tone} title={banner.title}>
        <p className="practice-state-banner__text">{banner.text}</p>
        <details className="practice-state-banner__details">
          <summary>What you can and can’t do</summary>
          <div className="practice-state-banner__lists">
            <div>
              <h3 className="practice-state-banner__heading">Unavailable</h3>
              <ul>
                {RESTRICTED_ACTIONS.map((a) => (
                  <li key={a}>{label(a)}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="practice-state-banner__heading">Still available</h3>
              <ul>
                {ALWAYS_ALLOWED_ACTIONS.map((a) => (
                  <li key={a}>{label(a)}</li>
                ))}
              </ul>
            </div>
          </div>
        </details>
      </Alert>
    </div>
  );
}
