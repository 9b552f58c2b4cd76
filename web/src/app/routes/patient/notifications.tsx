import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSmsKey, NOTIFICATION_KEYS, type NotificationKey } from '@domain/security/notification-preferences';
import type { NotificationPreferencesReply as NotificationPreferences } from '@domain/security/api-schemas';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useRefreshProfile } from '@/features/auth/api/get-profile';
import { useSmsNumber } from '@/features/mfa/api/get-sms-number';
import { firstStepFor, MfaSetupFlow, type MfaFlowRequest } from '@/features/mfa/components/mfa-setup-flow';
import { useNotificationPreferences } from '@/features/notifications/api/get-notification-preferences';
import { useSetNotificationPreferences } from '@/features/notifications/api/set-notification-preferences';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';

/**
 * /patient/notifications: the eight notification preferences. Text messages need a verified
 * number: the set-up modals (features/mfa) prove it first, then the choices are saved, and turning
 * text messages on for the first time ends on /smsnotificationssetup.
 */
export default function PatientNotificationsRoute() {
  useDocumentTitle('Notifications');
  const navigate = useNavigate();
  const preferences = useNotificationPreferences();
  const sms = useSmsNumber();
  const save = useSetNotificationPreferences();
  const refreshProfile = useRefreshProfile();
  const [flow, setFlow] = useState<MfaFlowRequest | null>(null);
  const [pending, setPending] = useState<Partial<NotificationPreferences> | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const verified = Boolean(sms.data?.phone && sms.data.isVerified);

  function persist(changes: Partial<NotificationPreferences>) {
    const before = preferences.data;
    const smsWasOff = before ? NOTIFICATION_KEYS.filter(isSmsKey).every((k) => !before[k]) : false;
    const turnsSmsOn = Object.entries(changes).some(([k, v]) => v && isSmsKey(k as NotificationKey));
    setResult(null);
    save.mutate(changes, {
      onSuccess: () => {
        if (turnsSmsOn && smsWasOff) navigate(paths.smsNotificationsSetup.getHref('success'));
        else setResult({ tone: 'success', text: 'Your notification preferences are saved.' });
      },
      onError: (error) => {
        if (turnsSmsOn) navigate(paths.smsNotificationsSetup.getHref('error'));
        else setResult({ tone: 'error', text: isApiError(error) ? 'Your preferences could not be saved. Please try again.' : 'Something went wrong, please try again.' });
      },
    });
  }

  function onSave(changes: Partial<NotificationPreferences>) {
    const turnsSmsOn = Object.entries(changes).some(([k, v]) => v && isSmsKey(k as NotificationKey));
    if (turnsSmsOn && !verified) {
      // Prove the number first; the choices are saved when that is done.
      setPending(changes);
      setFlow({ start: firstStepFor(sms.data, 'verify'), goal: 'verify', key: Date.now() });
      return;
    }
    persist(changes);
  }

  return (
    <>
      <PageHeader title="Notifications" description="Order updates, reorder reminders and news: by email, by text message, or not at all." />
      {preferences.isPending || sms.isPending ? <Spinner size="lg" label="Loading your notification preferences…" /> : null}
      {preferences.isError || sms.isError ? <Alert tone="error">We couldn’t load your notification preferences. Please reload the page.</Alert> : null}
      {preferences.data && sms.data ? (
        <NotificationPreferencesForm
          key={JSON.stringify(preferences.data)}
          preferences={preferences.data}
          onSave={onSave}
          saving={save.isPending}
          result={result}
          hasVerifiedSmsNumber={verified}
          smsNumberLabel={sms.data.maskedPhone}
          onSetUpSms={() => setFlow({ start: verified ? 'secureNewNumber' : firstStepFor(sms.data, 'verify'), goal: 'verify', key: Date.now() })}
        />
      ) : null}
      <MfaSetupFlow
        request={flow}
        status={sms.data}
        onProfileChanged={refreshProfile}
        onOutcome={(outcome) => {
          if (outcome === 'verified' && pending) persist(pending);
        }}
        onClosed={() => setPending(null)}
      />
    </>
  );
}
