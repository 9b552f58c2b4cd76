import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { smsNumberInput, type SmsNumberInput } from '@domain/security/api-schemas';
import { TextField } from '@/components/text-field';
import { formatUsPhone, maskUsPhoneInput } from '@/lib/format';

interface PhoneNumberFormProps {
  id: string;
  defaultPhone?: string | null;
  onSubmit: (phone: string) => void;
}

/** The mobile number, with the spec's US phone rule and message (domain/security/phone). */
export function PhoneNumberForm({ id, defaultPhone, onSubmit }: PhoneNumberFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SmsNumberInput, unknown, { phone: string }>({
    resolver: zodResolver(smsNumberInput),
    defaultValues: { phone: defaultPhone ? formatUsPhone(defaultPhone) : '' },
    mode: 'onSubmit',
  });
  return (
    <form id={id} className="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v.phone))}>
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(555) 555-0123"
        hint="A US mobile number that can receive text messages. Message and data rates may apply."
        mask={maskUsPhoneInput}
        data-autofocus
        error={errors.phone?.message}
        {...register('phone')}
      />
    </form>
  );
}
