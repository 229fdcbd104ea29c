import { SECOND_OTP_TOAST_DELAY_MS } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../shared/api/index.ts';
import { useBrand } from '../../../../shared/brand/index.ts';
import { fieldErrorKey } from '../../../../shared/forms/field-error.ts';
import { OneTimeCodeForm, useCodeInput } from '../../../../shared/forms/OneTimeCodeForm.tsx';
import { isolated } from '../../../../shared/i18n/bidi.ts';
import { useCountdown } from '../../../../shared/lib/use-countdown.ts';
import { paths } from '../../../../shared/paths.ts';
import { toastError, toastInfo } from '../../../../shared/ui/toast.tsx';
import { useConfirmRegistrationCode } from '../../api/sms-confirm.ts';
import { useSendRegistrationCode } from '../../api/sms-send.ts';
import { ErrorCode } from '../../model/codes.ts';
import { FormAlert } from '../AuthCard.tsx';

/**
 * The one-time code step of registration (000 §2, §4, §8): sends the code on arrival, an info toast
 * then a second one 12 s later, a resend timer, the confirm call; too many attempts show the
 * contact-support option.
 */
export function OtpStep({
  phone,
  phoneCode,
  onConfirmed,
  onPhoneError,
}: {
  phone: string;
  phoneCode: string;
  onConfirmed: () => Promise<void>;
  onPhoneError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { mutateAsync: confirmRegistrationCode } = useConfirmRegistrationCode();
  const { mutateAsync: sendRegistrationCode } = useSendRegistrationCode();
  const brand = useBrand();
  const input = useCodeInput(brand.registration.otpLength);
  const [support, setSupport] = useState<string | null>(null);
  const resend = useCountdown();
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);
  const secondToast = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = async () => {
    try {
      const answer = await sendRegistrationCode({ brandId: brand.brandId, phone, phoneCode });
      input.setLength(answer.codeLength);
      resend.start(answer.resendIntervalMs);
      toastInfo(t('auth.registration.otp.sent', isolated(i18n.language, { phone: `${phoneCode} ${phone}` })));
      if (secondToast.current) clearTimeout(secondToast.current);
      secondToast.current = setTimeout(
        () => toastInfo(t('auth.registration.otp.second')),
        SECOND_OTP_TOAST_DELAY_MS,
      );
    } catch (error) {
      if (!isApiError(error) || error.status >= 500 || error.status === 0) {
        toastError(t('auth.errors.500-on-sms'));
      } else if (error.status === 429) {
        toastInfo(t(middlewareKey(error.code ?? ErrorCode.smsSendLimit)));
        resend.start(brand.registration.otpResendIntervalMs);
      } else if (error.status === 400) {
        onPhoneError(fieldErrorKey(error.fieldErrors.phone ?? middlewareKey(error.code)));
      } else {
        toastError(t(middlewareKey(error.code)));
      }
    }
  };

  // Sent once when the step opens; `send` reads the current props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      void send();
    }
    return () => {
      if (secondToast.current) clearTimeout(secondToast.current);
    };
  }, []);

  const { waiting, seconds } = resend;

  const confirm = async () => {
    setBusy(true);
    input.setError(null);
    try {
      await confirmRegistrationCode({ brandId: brand.brandId, phone, phoneCode, code: input.code.trim() });
      await onConfirmed();
    } catch (error) {
      if (!isApiError(error) || error.status >= 500 || error.status === 0) {
        toastError(t('auth.errors.500-on-confirm-otp'));
      } else if (error.status === 429) {
        setSupport(middlewareKey(error.code ?? ErrorCode.otpAttemptsExceeded));
      } else if (error.status === 400) {
        input.setError(fieldErrorKey(error.fieldErrors.code ?? error.code ?? ErrorCode.otpInvalid));
        toastError(t('auth.registration.otp.incorrect'));
      } else {
        toastError(t(middlewareKey(error.code)));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <OneTimeCodeForm
      text={
        <p className="text-muted text-sm">
          {t('auth.registration.otp.text', isolated(i18n.language, { phone: `${phoneCode} ${phone}` }))}
        </p>
      }
      label={t('auth.fields.code')}
      {...input.field}
      busy={busy}
      blocked={support !== null}
      confirmLabel={t('auth.registration.otp.confirm')}
      onConfirm={() => void confirm()}
      resendLabel={
        waiting ? t('auth.registration.otp.resendIn', { seconds }) : t('auth.registration.otp.resend')
      }
      resendDisabled={waiting}
      onResend={() => void send()}
    >
      {support && (
        <FormAlert>
          {t(support)}{' '}
          <Link to={paths.callback} className="underline">
            {t('auth.registration.otp.contactSupport')}
          </Link>
        </FormAlert>
      )}
    </OneTimeCodeForm>
  );
}
