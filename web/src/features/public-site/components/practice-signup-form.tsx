import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { practiceSignupFields, type PracticeSignupFields } from '@domain/practice-signups/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { AddressFields, type AddressFieldName } from '@/components/address-fields';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { placeFieldErrors } from '@/lib/field-errors';
import { useRequestPracticeSignup } from '../api/request-practice-signup';
import { usePublicHumanCheck } from '@/hooks/use-public-human-check';

type Values = z.output<typeof practiceSignupFields>;
const FIELDS = ['practiceName', 'name', 'email', 'phone', 'address1', 'address2', 'city', 'state', 'zip', 'acceptTermsAndConditions'] as const;
/** The spec's text for an e-mail that already has an account (point 8). */
const SHOWN: Record<string, string> = { USER_ALREADY_EXISTS: MESSAGES.userAlreadyExistsShown };

interface PracticeSignupFormProps {
  /** Links to the terms and the privacy policy (the app passes its routes). */
  termsHref: string;
  privacyHref: string;
}

/**
 * The practice sign-up (spec form fields practiceName, name, email, phone, address1, address2,
 * city, state, zip, acceptTermsAndConditions, emailCommunicationsOptIn; issue #17).
 */
export function PracticeSignupForm({ termsHref, privacyHref }: PracticeSignupFormProps) {
  const request = useRequestPracticeSignup();
  const human = usePublicHumanCheck();
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PracticeSignupFields, unknown, Values>({
    resolver: zodResolver(practiceSignupFields),
    defaultValues: { practiceName: '', name: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', zip: '', acceptTermsAndConditions: false, emailCommunicationsOptIn: false },
  });

  function onSubmit(values: Values) {
    const humanCheck = human.take();
    if (!humanCheck) return;
    setFailure(null);
    request.mutate(
      { ...values, humanCheck },
      {
        onSuccess: (reply) => setDone({ message: reply.message, email: values.email }),
        onError: (error) => {
          human.renew();
          if (!placeFieldErrors(error, FIELDS, setError, { words: SHOWN })) setFailure(MESSAGES.somethingWentWrongRetry);
        },
      },
    );
  }

  if (done) {
    return (
      <Alert tone="success" title="Request received">
        <p>{done.message}</p>
        <p>
          We wrote to <strong>{done.email}</strong>.
        </p>
      </Alert>
    );
  }

  const field = (name: AddressFieldName) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form className="form public-form" noValidate aria-label="Practice sign-up" onSubmit={handleSubmit(onSubmit)}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="public-form__group">
        <legend>Your practice</legend>
        <div className="form-grid">
          <TextField className="form-grid__wide" label="Practice name" autoComplete="organization" maxLength={250} error={errors.practiceName?.message} {...register('practiceName')} />
          <AddressFields field={field} />
        </div>
      </fieldset>
      <fieldset className="public-form__group">
        <legend>Contact person (becomes the practice administrator)</legend>
        <div className="form-grid">
          <TextField className="form-grid__wide" label="Full name" hint="First and last name" autoComplete="name" maxLength={250} error={errors.name?.message} {...register('name')} />
          <EmailField label="Email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <PhoneField label="Phone" optionalLabel={false} autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
      </fieldset>
      <div className={['field', 'field--check', errors.acceptTermsAndConditions && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className="checkbox">
          <input
            type="checkbox"
            aria-invalid={errors.acceptTermsAndConditions ? true : undefined}
            aria-describedby={errors.acceptTermsAndConditions ? 'signup-terms-error' : undefined}
            {...register('acceptTermsAndConditions')}
          />
          <span>
            I accept the <a href={termsHref}>Terms and Conditions</a> and have read the <a href={privacyHref}>Privacy Policy</a>.
          </span>
        </label>
        {errors.acceptTermsAndConditions ? (
          <p className="field__error" id="signup-terms-error">
            {errors.acceptTermsAndConditions.message}
          </p>
        ) : null}
      </div>
      <div className="field field--check">
        <label className="checkbox">
          <input type="checkbox" {...register('emailCommunicationsOptIn')} />
          <span>Send me occasional emails about new features and manufacturer promotions (optional).</span>
        </label>
      </div>
      {human.widget}
      <Button type="submit" size="lg" loading={request.isPending}>
        {request.isPending ? 'Sending…' : 'Ask to join Lensloop'}
      </Button>
    </form>
  );
}
