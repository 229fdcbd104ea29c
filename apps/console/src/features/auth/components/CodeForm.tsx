import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { SecondFactor } from '../api/sign-in.ts';

const totpSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app.')
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'),
});
const recoverySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter one of your recovery codes.')
    .regex(/^[0-9A-Za-z\s-]{8,40}$/, 'Enter a recovery code as it was shown (abcd-efgh-jkmn-pqrs).'),
});

type CodeValues = z.input<typeof totpSchema>;

/**
 * The second factor: the code from the operator's authenticator app, or one of the recovery codes
 * (a button switches between them). The field takes focus when the step appears and on each switch.
 */
export function CodeForm({
  onSubmit,
  onBack,
  submitLabel = 'Sign in',
}: {
  onSubmit(factor: SecondFactor): Promise<unknown>;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    resolver: zodResolver(kind === 'totp' ? totpSchema : recoverySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field takes focus again when its kind changes.
  useEffect(() => setFocus('code'), [setFocus, kind]);
  const submit = ({ code }: CodeValues) =>
    onSubmit(kind === 'totp' ? { code: code.trim() } : { recoveryCode: code.trim() });
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {kind === 'totp' ? (
        <TextField
          key="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          reset({ code: '' });
          setKind(kind === 'totp' ? 'recovery' : 'totp');
        }}
      >
        {kind === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
      </Button>
      <div className="flex gap-2">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} className="flex-1">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
