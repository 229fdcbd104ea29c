import { PROFILE_PHONE_RESEND_MS, PROFILE_PHONE_TOKEN_LENGTH } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import type { Profile } from '@croupier/contract/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { OneTimeCodeForm, useCodeInput } from '../../../shared/forms/OneTimeCodeForm.tsx';
import { isolated } from '../../../shared/i18n/bidi.ts';
import { useCountdown } from '../../../shared/lib/use-countdown.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useReconfirmEmail } from '../api/reconfirm-email.ts';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useVerifyPhone } from '../api/verify-phone.ts';
import { firstStep, isRestricting, type VerificationStep } from '../model/verification-steps.ts';

/**
 * The phone-verification modal (000 §2, §4, §5, §8): EMAIL_RESEND sends the e-mail link again;
 * PHONE_VERIFY sends a 4-digit code; PHONE_CONFIRM takes it, with a resend after 180 s;
 * PHONE_CONFIRM_SUCCESS ends it. The limit errors move to PHONE_VERIFY_RESTRICTED; other 4xx are
 * toasts.
 */
export function VerificationModal({
  profile,
  target,
  close,
}: {
  profile: Profile;
  target: 'email' | 'phone';
  close: () => void;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const sendPhoneCode = useSendPhoneCode(profile.uuid, brand.brandId);
  const verifyPhone = useVerifyPhone(profile.uuid);
  const reconfirmEmail = useReconfirmEmail();
  const [step, setStep] = useState<VerificationStep>(firstStep(target));
  const [restriction, setRestriction] = useState<string | null>(null);
  const input = useCodeInput(PROFILE_PHONE_TOKEN_LENGTH);
  const [busy, setBusy] = useState(false);
  const resend = useCountdown();

  /** 000 §8 Verification: limits go to the restricted step, other 4xx are toasts. */
  const fail = (error: unknown) => {
    const errorCode = isApiError(error) ? error.code : undefined;
    if (isRestricting(errorCode)) {
      setRestriction(middlewareKey(errorCode));
      setStep('PHONE_VERIFY_RESTRICTED');
    } else toastError(t(middlewareKey(errorCode)));
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await sendPhoneCode.mutateAsync();
      input.setLength(answer.codeLength);
      resend.start(answer.resendIntervalMs || PROFILE_PHONE_RESEND_MS);
      input.clear();
      setStep('PHONE_CONFIRM');
    });

  const confirm = () =>
    run(async () => {
      try {
        await verifyPhone.mutateAsync(input.code);
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          input.setError(fieldErrorKey(error.fieldErrors.code ?? error.code ?? 'error.undefined'));
          return;
        }
        throw error;
      }
      setStep('PHONE_CONFIRM_SUCCESS');
    });

  const sendLink = () =>
    run(async () => {
      await reconfirmEmail.mutateAsync({ brandId: brand.brandId });
      toastSuccess(
        t('profile.verification.email.sent', isolated(i18n.language, { email: profile.email ?? '' })),
      );
      close();
    });

  const phone = profile.phoneNumber ?? `${profile.phoneCode ?? ''}${profile.phone ?? ''}`;

  switch (step) {
    case 'EMAIL_RESEND':
      return (
        <div className="flex flex-col gap-4">
          <p>
            {t('profile.verification.email.text', isolated(i18n.language, { email: profile.email ?? '' }))}
          </p>
          <Button onClick={() => void sendLink()} disabled={busy}>
            {t('profile.verification.email.resend')}
          </Button>
        </div>
      );
    case 'PHONE_VERIFY':
      return (
        <div className="flex flex-col gap-4">
          <p>{t('profile.verification.phone.text', isolated(i18n.language, { phone }))}</p>
          <Button onClick={() => void sendCode()} disabled={busy}>
            {t('profile.verification.phone.send')}
          </Button>
        </div>
      );
    case 'PHONE_VERIFY_RESTRICTED':
      return (
        <div className="flex flex-col gap-4">
          <p role="alert">{t(restriction ?? 'profile.verification.phone.restricted')}</p>
          <p className="text-muted text-sm">{t('profile.verification.phone.restricted')}</p>
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        </div>
      );
    case 'PHONE_CONFIRM':
      return (
        <OneTimeCodeForm
          text={<p>{t('profile.verification.phone.sent', isolated(i18n.language, { phone }))}</p>}
          label={t('profile.verification.phone.code')}
          {...input.field}
          busy={busy}
          confirmLabel={t('profile.verification.phone.confirm')}
          onConfirm={() => void confirm()}
          resendLabel={
            resend.waiting
              ? t('profile.verification.phone.resendIn', { seconds: resend.seconds })
              : t('profile.verification.phone.resend')
          }
          resendDisabled={resend.waiting || busy}
          onResend={() => void sendCode()}
        />
      );
    case 'PHONE_CONFIRM_SUCCESS':
      return (
        <div className="flex flex-col gap-4">
          <p role="status">{t('profile.verification.phone.success')}</p>
          <Button onClick={close}>{t('common.close')}</Button>
        </div>
      );
  }
}
