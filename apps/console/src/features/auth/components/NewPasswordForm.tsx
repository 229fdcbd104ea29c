import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@croupier/contract/rules/credentials';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';

const schema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`),
    repeat: z.string().min(1, 'Repeat the password.'),
  })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The passwords differ.' });
type Values = z.input<typeof schema>;

/**
 * The password a new operator chooses (the player's rules: the platform checks the rest, and its
 * refusal lands on the field through `fieldErrors`).
 */
export function NewPasswordForm({
  onSubmit,
  fieldErrors,
}: {
  onSubmit(password: string): Promise<unknown>;
  fieldErrors: Record<string, string>;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });
  useEffect(() => setFocus('password'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))} className="space-y-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message ?? fieldErrors.password}
        {...register('password')}
      />
      <TextField
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...register('repeat')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        Set password
      </Button>
    </form>
  );
}
