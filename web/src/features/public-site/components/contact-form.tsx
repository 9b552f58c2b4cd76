import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, contactFormFields, type ContactFormFields } from '@domain/contact/api-schemas';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, type ContactTopic } from '@domain/contact/events';
import { MESSAGES } from '@domain/shared/errors';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { PhoneField } from '@/components/phone-field';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/field-errors';
import { useSubmitContactRequest } from '../api/submit-contact-request';
import { usePublicHumanCheck } from '@/hooks/use-public-human-check';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((t) => [t, CONTACT_TOPIC_LABELS[t]] as const);
const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;

/** The "get in touch" form (issue #17): name, e-mail, optional phone, topic, message and the human check. */
export function ContactForm({ initialTopic }: { initialTopic?: ContactTopic | undefined }) {
  const submit = useSubmitContactRequest();
  const human = usePublicHumanCheck();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactFormFields, unknown, z.output<typeof contactFormFields>>({
    resolver: zodResolver(contactFormFields),
    defaultValues: { name: '', email: '', phone: '', topic: initialTopic ?? ('' as ContactTopic), message: '' },
  });

  function onSubmit(values: z.output<typeof contactFormFields>) {
    const humanCheck = human.take();
    if (!humanCheck) return;
    setFailure(null);
    submit.mutate(
      { ...values, phone: values.phone ?? '', humanCheck },
      {
        onSuccess: (reply) => {
          setSent(reply.message);
          reset();
          human.renew();
        },
        onError: (error) => {
          human.renew();
          const placed = placeFieldErrors(error, FIELDS, setError);
          if (isApiError(error)) {
            if (!placed && /^[A-Z][a-z]/.test(error.message) && error.code !== 'VALIDATION_ERROR') {
              setFailure(error.message);
              return;
            }
          }
          if (!placed) setFailure(MESSAGES.somethingWentWrongRetry);
        },
      },
    );
  }

  if (sent) {
    return (
      <div className="stack-md">
        <Alert tone="success" title="Message sent">
          {sent}
        </Alert>
        <Button variant="secondary" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form className="form public-form" noValidate aria-label="Get in touch" onSubmit={handleSubmit(onSubmit)}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label="Your name" autoComplete="name" maxLength={250} error={errors.name?.message} {...register('name')} />
      <EmailField label="Email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PhoneField label="Phone" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <SelectField label="Topic" placeholder="Choose a topic" options={TOPIC_OPTIONS} error={errors.topic?.message} {...register('topic')} />
      <TextAreaField label="Message" rows={6} maxLength={CONTACT_MESSAGE_MAX} error={errors.message?.message} {...register('message')} />
      {human.widget}
      <Button type="submit" size="lg" loading={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
