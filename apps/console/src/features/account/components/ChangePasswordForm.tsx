import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@croupier/contract/rules/credentials';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorsOf, messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useChangePassword } from '../api/change-password.ts';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`),
    repeat: z.string().min(1, 'Repeat the new password.'),
  })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'The passwords differ.' });
type Values = z.input<typeof schema>;

/** Changes the operator's password; the platform's refusals land on their fields. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setDone(false);
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
    } catch (error) {
      const fields = await fieldErrorsOf(error);
      for (const name of ['currentPassword', 'newPassword'] as const) {
        const message = fields[name];
        if (message) setError(name, { message }, { shouldFocus: true });
      }
      if (!fields.currentPassword && !fields.newPassword) setFailure(messageOf(error));
    }
  };

  return (
    <section aria-labelledby="password-title" className="rounded border border-slate-200 bg-white p-4">
      <h2 id="password-title" className="font-semibold text-lg">
        Password
      </h2>
      <form noValidate onSubmit={handleSubmit(submit)} className="mt-3 max-w-sm space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...register('repeat')}
        />
        <Button type="submit" disabled={isSubmitting}>
          Change password
        </Button>
        <p role="status" className="text-green-800 text-sm empty:hidden">
          {done ? 'Your password is changed. Your other sessions have ended.' : ''}
        </p>
        <p role="alert" className="text-red-800 text-sm empty:hidden">
          {failure}
        </p>
      </form>
    </section>
  );
}
