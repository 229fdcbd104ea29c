import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { RecoveryCodes } from '../../../shared/ui/RecoveryCodes.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';

const schema = z.object({
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'),
});
type Values = z.input<typeof schema>;

/**
 * How many recovery codes are left, and ten new ones for an authenticator code: shown once, until
 * the operator confirms they saved them.
 */
export function RecoveryCodesCard({ left }: { left: number }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownCodes = useRef(false);
  // Once the codes are put away, focus returns to the section's heading (the button that had it is gone).
  useEffect(() => {
    if (codes) shownCodes.current = true;
    else if (shownCodes.current) heading.current?.focus();
  }, [codes]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = async ({ totpCode }: Values) => {
    try {
      const answer = await regenerate.mutateAsync(totpCode.trim());
      reset();
      setCodes(answer.recoveryCodes);
    } catch (error) {
      setError('totpCode', { message: messageOf(error) }, { shouldFocus: true });
    }
  };

  return (
    <section aria-labelledby="recovery-title" className="rounded border border-slate-200 bg-white p-4">
      <h2
        id="recovery-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-lg focus:outline-none"
      >
        Recovery codes
      </h2>
      {codes ? (
        <div className="mt-3 max-w-md">
          <RecoveryCodes codes={codes} headingLevel={2} onSaved={() => setCodes(null)} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700 text-sm">
            {left} of your recovery codes {left === 1 ? 'is' : 'are'} left. New codes replace every old one.
          </p>
          <form noValidate onSubmit={handleSubmit(submit)} className="mt-3 max-w-sm space-y-4">
            <TextField
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.totpCode?.message}
              {...register('totpCode')}
            />
            <Button type="submit" disabled={isSubmitting}>
              Make new recovery codes
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
