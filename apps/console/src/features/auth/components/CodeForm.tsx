import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app.')
    .regex(/^[0-9A-Za-z-]{6,20}$/, 'Enter the 6-digit code or one of your recovery codes.'),
});

type CodeValues = z.input<typeof schema>;

/**
 * The second step: the code from the operator's authenticator app (or a recovery code). The field
 * takes focus when the step appears, and offers the code the device may have received.
 */
export function CodeForm({ onSubmit, onBack }: { onSubmit(code: string): Promise<unknown>; onBack(): void }) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))} className="space-y-4">
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={isSubmitting} className="flex-1">
          Sign in
        </Button>
      </div>
    </form>
  );
}
