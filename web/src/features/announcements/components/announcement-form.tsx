import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_HEADLINE_MAX,
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPES,
  AUDIENCE_LABELS,
} from '@domain/announcements/announcement-rules';
import { type AnnouncementView, saveAnnouncementInput, type SaveAnnouncementReply } from '@domain/announcements/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { placeFieldErrors } from '@/lib/field-errors';
import { usePracticeOptions } from '../api/get-practice-options';
import { useSaveAnnouncement } from '../api/save-announcement';
import { fromLocalInput, PRIORITY_LABELS, toLocalInput, TYPE_LABELS } from './labels';
import './announcements.css';

type Fields = z.input<typeof saveAnnouncementInput>;
type Values = z.output<typeof saveAnnouncementInput>;
const FIELD_NAMES = ['state', 'audience', 'practiceId', 'headline', 'message', 'liveDate', 'takeDownDate', 'type', 'priority', 'url', 'urlDisplayText'] as const;

export type AnnouncementFormMode = 'create' | 'edit' | 'republish';

/**
 * Create, edit or republish an announcement (spec points 3, 4, 8). "Save draft" saves with state
 * draft, "Publish" with state live (scheduled when the live date is ahead). Dates are entered in
 * the CSR's local time. Each field shows its own message, from the shared schema or the server.
 */
export function AnnouncementForm({ mode, announcement, onSaved }: { mode: AnnouncementFormMode; announcement?: AnnouncementView; onSaved: (reply: SaveAnnouncementReply) => void }) {
  const save = useSaveAnnouncement();
  const [formError, setFormError] = useState<string | null>(null);
  const republish = mode === 'republish';
  const { register, handleSubmit, setValue, setError, control, formState: { errors } } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(saveAnnouncementInput),
    // Checked on Save/Publish, then as the CSR corrects (a message appearing on blur would move the buttons under the pointer).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      id: announcement?.id,
      state: 'live',
      audience: announcement?.audience ?? ('' as Fields['audience']),
      practiceId: announcement?.practiceId ?? '',
      headline: announcement?.headline ?? '',
      message: announcement?.message ?? '',
      liveDate: republish || !announcement ? '' : toLocalInput(announcement.liveDate),
      takeDownDate: republish || !announcement ? '' : toLocalInput(announcement.takeDownDate),
      type: announcement?.type ?? 'general',
      priority: announcement?.priority ?? 'normal',
      url: announcement?.url ?? '',
      urlDisplayText: announcement?.urlDisplayText ?? '',
    },
  });
  const audience = useWatch({ control, name: 'audience' });
  const practices = usePracticeOptions(audience === 'practice');
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  function onSubmit(values: Values) {
    setFormError(null);
    save.mutate(
      {
        ...values,
        practiceId: values.audience === 'practice' ? values.practiceId : null,
        liveDate: fromLocalInput(values.liveDate),
        takeDownDate: values.takeDownDate ? fromLocalInput(values.takeDownDate) : null,
        url: values.url || null,
        urlDisplayText: values.urlDisplayText || null,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (!placeFieldErrors(error, FIELD_NAMES, setError)) setFormError(error.message);
        },
      },
    );
  }
  const submit = (state: 'draft' | 'live') => {
    setValue('state', state);
    void handleSubmit(onSubmit)();
  };

  return (
    <form className="card card--padded stack-md announcement-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className="announcement-form__row">
        <SelectField
          label="Audience"
          placeholder="Choose who sees it"
          options={ANNOUNCEMENT_AUDIENCES.map((a) => [a, AUDIENCE_LABELS[a]] as const)}
          error={errors.audience?.message}
          {...register('audience')}
        />
        {audience === 'practice' ? (
          <SelectField
            label="Practice"
            placeholder={practices.isPending ? 'Loading practices…' : 'Choose a practice'}
            options={(practices.data ?? []).map((p) => [p.practiceId, `${p.name} (${p.practiceId})`] as const)}
            error={errors.practiceId?.message}
            {...register('practiceId')}
          />
        ) : null}
      </div>
      <div className="announcement-form__row">
        <SelectField label="Priority" options={ANNOUNCEMENT_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]] as const)} error={errors.priority?.message} {...register('priority')} />
        <SelectField label="Type" options={ANNOUNCEMENT_TYPES.map((t) => [t, TYPE_LABELS[t]] as const)} error={errors.type?.message} {...register('type')} />
      </div>
      <TextField label="Headline" optionalLabel maxLength={ANNOUNCEMENT_HEADLINE_MAX + 20} hint={`Plain text, up to ${ANNOUNCEMENT_HEADLINE_MAX} characters.`} error={errors.headline?.message} {...register('headline')} />
      <TextAreaField label="Message" rows={5} hint={`${messageLength} / ${ANNOUNCEMENT_MESSAGE_MAX} characters`} error={errors.message?.message} {...register('message')} />
      <div className="announcement-form__row">
        <TextField label="Live date" type="datetime-local" step={1} error={errors.liveDate?.message} {...register('liveDate')} />
        <TextField label="Take-down date" type="datetime-local" step={1} optionalLabel error={errors.takeDownDate?.message} {...register('takeDownDate')} />
      </div>
      <div className="announcement-form__row">
        <TextField label="Link" type="url" optionalLabel placeholder="https://" error={errors.url?.message} {...register('url')} />
        <TextField label="Link text" optionalLabel error={errors.urlDisplayText?.message} {...register('urlDisplayText')} />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="announcement-form__actions">
        {republish ? null : (
          <Button variant="secondary" loading={save.isPending && save.variables?.state === 'draft'} onClick={() => submit('draft')}>
            Save draft
          </Button>
        )}
        <Button loading={save.isPending && save.variables?.state === 'live'} onClick={() => submit('live')}>
          {republish ? 'Republish' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
