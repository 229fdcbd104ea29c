import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/ui/Button.tsx';
import { StepHeading } from '../../../shared/ui/StepHeading.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app.')
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'),
});
type EnrolValues = z.input<typeof schema>;

/**
 * The authenticator's enrolment: the QR code the platform drew, the secret as text for an app that
 * cannot scan, then the app's first code. The step's heading takes focus when it appears.
 */
export function EnrolForm({
  qrCode,
  secret,
  onSubmit,
}: {
  qrCode: string;
  secret: string;
  onSubmit(code: string): Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EnrolValues>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });
  return (
    <div className="space-y-4">
      <StepHeading>Set up your authenticator app</StepHeading>
      <p className="text-slate-700 text-sm">
        Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis), then
        enter the code it shows.
      </p>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="mx-auto"
      />
      <dl className="text-sm">
        <dt className="font-medium text-slate-800">Cannot scan? Enter this setup key</dt>
        <dd className="mt-1 break-all rounded bg-slate-100 px-2 py-1 font-mono">{secret}</dd>
      </dl>
      <form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))} className="space-y-4">
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          Confirm
        </Button>
      </form>
    </div>
  );
}
