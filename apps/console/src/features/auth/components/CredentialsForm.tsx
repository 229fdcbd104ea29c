import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { Credentials } from '../api/sign-in.ts';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'Enter your password.'),
});

/** The first step of signing in: e-mail and password, checked on submit. */
export function CredentialsForm({ onSubmit }: { onSubmit(credentials: Credentials): Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });
  // The first field takes focus: on the page's first step, and when the operator comes back to it.
  useEffect(() => setFocus('email'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        Continue
      </Button>
    </form>
  );
}
