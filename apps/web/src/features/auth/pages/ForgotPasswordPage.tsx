import { FORGOT_PASSWORD_TOKEN_LENGTH } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { CREDENTIAL_MESSAGES, normalizeEmail } from '@croupier/contract/rules/credentials';
import { normalizePhone, PHONE_MESSAGES } from '@croupier/contract/rules/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { commonPasswordProblem, useCommonPasswords } from '../../../shared/forms/common-passwords.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { PhoneFields } from '../../../shared/forms/PhoneFields.tsx';
import { brandValidator } from '../../../shared/forms/rules.ts';
import { TabPanel, Tabs } from '../../../shared/forms/Tabs.tsx';
import { usePlayerForm } from '../../../shared/forms/use-player-form.ts';
import { emailProblem, phoneProblem } from '../../../shared/forms/validators.ts';
import { isolated } from '../../../shared/i18n/bidi.ts';
import { paths } from '../../../shared/paths.ts';
import { session } from '../../../shared/session/index.ts';
import { Button, keepFocusOnPress } from '../../../shared/ui/Button.tsx';
import { toastError, toastInfo } from '../../../shared/ui/toast.tsx';
import { useCheckResetToken } from '../api/reset-check.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useRequestResetLink } from '../api/reset-request.ts';
import { useSendResetCode } from '../api/restore-pass-phone.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { useCloseScreen } from '../components/use-close.ts';
import { ErrorCode } from '../model/codes.ts';
import { FORGOT_LOGIN_STORAGE_KEY, type ForgotStep, forgotBack, linkLogin } from '../model/forgot-steps.ts';
import { defaultPhoneCode, phoneCodeOptions } from '../model/market.ts';

type Channel = 'email' | 'phone';

interface ForgotValues {
  email: string;
  phoneCode: string;
  phone: string;
  token: string;
  password: string;
  repeatPassword: string;
}

/** Who the reset is for: the e-mail, or the phone's full digits with its code. */
interface ResetLogin {
  login: string | null;
  phoneCode?: string;
}

/**
 * `/forgot-password` (000 §2): SEND_CONFIRMATION, then CONFIRM (phone code) or CHECK_EMAIL (link),
 * then CREATE_PASSWORD; a reset link (`?token=…&login=…`) opens straight on CREATE_PASSWORD.
 */
export function ForgotPasswordPage() {
  const { mutateAsync: sendResetCode } = useSendResetCode();
  const { mutateAsync: requestResetLink } = useRequestResetLink();
  const { mutateAsync: resetPassword } = useResetPassword();
  const { mutateAsync: checkResetToken } = useCheckResetToken();
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const commonPasswords = useCommonPasswords();
  const location = useLocation();
  const navigate = useNavigate();
  const close = useCloseScreen();

  const [link] = useState(() => {
    const token = new URLSearchParams(location.search).get('token');
    return token ? { token, login: linkLogin(location.search) } : null;
  });
  const linkMode = link !== null;
  const channels: Channel[] = brand.loginTabs.filter(
    (tab): tab is Channel => tab === 'email' || tab === 'phone',
  );
  if (channels.length === 0) channels.push('email');
  const [channel, setChannel] = useState<Channel>(channels[0]!);
  const [step, setStep] = useState<ForgotStep>(linkMode ? 'CREATE_PASSWORD' : 'SEND_CONFIRMATION');
  const [target, setTarget] = useState<ResetLogin>(link ? { login: link.login } : { login: null });
  const [busy, setBusy] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    watch,
    formState: { errors },
  } = usePlayerForm<ForgotValues>({
    defaultValues: {
      email: '',
      phoneCode: defaultPhoneCode(brand),
      phone: '',
      token: link?.token ?? '',
      password: '',
      repeatPassword: '',
    },
  });
  const rules = brandValidator(brand);

  /** 4xx: a toast and the field error (000 §8). */
  const failed = (error: unknown, field: keyof ForgotValues) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const fieldMessage = error.fieldErrors[field === 'repeatPassword' ? 'repeatPassword' : field];
      const key = fieldErrorKey(fieldMessage ?? middlewareKey(error.code));
      toastError(t(middlewareKey(error.code)));
      setError(field, { type: 'server', message: key });
      return;
    }
    toastError(t(middlewareKey(isApiError(error) ? error.code : undefined)));
  };

  const send = async (values: ForgotValues) => {
    setBusy(true);
    try {
      if (channel === 'email') {
        const email = normalizeEmail(values.email);
        await requestResetLink({ brandId: brand.brandId, email });
        // The link may come back without its login: this browser remembers whom it asked for.
        localStorage.setItem(FORGOT_LOGIN_STORAGE_KEY, email);
        setTarget({ login: email });
        setStep('CHECK_EMAIL');
      } else {
        const full = normalizePhone(values.phone, values.phoneCode);
        await sendResetCode({
          brandId: brand.brandId,
          phone: values.phone.trim(),
          phoneCode: values.phoneCode,
        });
        setTarget({ login: full });
        toastInfo(t('auth.forgot.codeSent'));
        setStep('CONFIRM');
      }
      track('password_recovery', { step: 'sent', channel });
    } catch (error) {
      failed(error, channel === 'email' ? 'email' : 'phone');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (values: ForgotValues) => {
    if (!target.login) return;
    setBusy(true);
    try {
      await checkResetToken({ brandId: brand.brandId, login: target.login, token: values.token.trim() });
      setStep('CREATE_PASSWORD');
    } catch (error) {
      failed(error, 'token');
    } finally {
      setBusy(false);
    }
  };

  const save = async (values: ForgotValues) => {
    setBusy(true);
    try {
      const auth = await resetPassword({
        brandId: brand.brandId,
        ...(target.login && { login: target.login }),
        token: values.token.trim(),
        password: values.password,
        repeatPassword: values.repeatPassword,
      });
      localStorage.removeItem(FORGOT_LOGIN_STORAGE_KEY);
      session.start(auth);
      track('password_recovery', { step: 'reset' });
      navigate(paths.profile, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 302 && error.code === ErrorCode.usePreviousBrowser) {
        // 'Filed login required' (000 §8): the link was opened where the login is not known.
        setError('repeatPassword', { type: 'server', message: middlewareKey(ErrorCode.usePreviousBrowser) });
      } else if (isApiError(error) && error.fieldErrors.token) {
        failed(error, 'token');
        if (!linkMode) setStep('CONFIRM');
      } else failed(error, isApiError(error) && error.fieldErrors.password ? 'password' : 'repeatPassword');
    } finally {
      setBusy(false);
    }
  };

  const back = forgotBack(step, linkMode);
  const token = watch('token');
  const tokenInvalid = token.trim().length !== FORGOT_PASSWORD_TOKEN_LENGTH || !!errors.token;

  return (
    <AuthCard
      title={t(`auth.forgot.step.${step}`)}
      onClose={close}
      onBack={step === 'SEND_CONFIRMATION' ? undefined : back ? () => setStep(back) : undefined}
    >
      {step === 'SEND_CONFIRMATION' && (
        <div className="flex flex-col gap-4">
          {channels.length > 1 && (
            <Tabs
              label={t('auth.forgot.channel')}
              idPrefix="forgot"
              items={channels.map((id) => ({ id, label: t(`auth.tabs.${id}`) }))}
              value={channel}
              onChange={setChannel}
            />
          )}
          <TabPanel idPrefix="forgot" value={channel} tabbed={channels.length > 1}>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                void trigger(channel === 'email' ? 'email' : 'phone').then(async (ok) => {
                  if (ok) await send(getValues());
                });
              }}
            >
              <p className="text-muted text-sm">{t(`auth.forgot.intro.${channel}`)}</p>
              {channel === 'email' ? (
                <TextField
                  label={t('auth.fields.email')}
                  type="email"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email', { validate: rules('email', true, (v) => [emailProblem(v)]) })}
                />
              ) : (
                <PhoneFields
                  codes={phoneCodeOptions(brand)}
                  codeField={register('phoneCode')}
                  phoneField={register('phone', {
                    validate: rules('phone', true, (v, values) => [
                      phoneProblem(v, String(values.phoneCode), PHONE_MESSAGES.invalid),
                    ]),
                  })}
                  error={errors.phone?.message}
                />
              )}
              <Button type="submit" disabled={busy} onMouseDown={keepFocusOnPress}>
                {t('auth.forgot.send')}
              </Button>
            </form>
          </TabPanel>
        </div>
      )}
      {step === 'CHECK_EMAIL' && (
        <p role="status" className="text-sm">
          {t('auth.forgot.checkEmail', isolated(i18n.language, { email: target.login ?? '' }))}
        </p>
      )}
      {step === 'CONFIRM' && (
        <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(confirm)}>
          <p className="text-muted text-sm">{t('auth.forgot.confirmText')}</p>
          <TextField
            label={t('auth.fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={FORGOT_PASSWORD_TOKEN_LENGTH}
            error={errors.token?.message}
            {...register('token', {
              validate: (v) =>
                /^\d+$/.test(v.trim()) && v.trim().length === FORGOT_PASSWORD_TOKEN_LENGTH
                  ? true
                  : 'auth.errors.code-length',
            })}
          />
          <Button type="submit" disabled={busy || tokenInvalid} onMouseDown={keepFocusOnPress}>
            {t('auth.forgot.confirm')}
          </Button>
        </form>
      )}
      {step === 'CREATE_PASSWORD' && (
        <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(save)}>
          <TextField
            label={t('auth.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', {
              validate: rules('password', true, (v) => [commonPasswordProblem(v, commonPasswords)]),
              onChange: () => {
                if (getValues('repeatPassword')) void trigger('repeatPassword');
              },
            })}
          />
          <TextField
            label={t('auth.fields.repeatPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.repeatPassword?.message}
            {...register('repeatPassword', {
              // The repeat uses the password's rules, and must equal it (000 §5).
              validate: rules('password', true, (v, values) => [
                v === values.password ? undefined : CREDENTIAL_MESSAGES.passwordsMustBeEqual,
              ]),
            })}
          />
          <Button type="submit" disabled={busy} onMouseDown={keepFocusOnPress}>
            {t('auth.forgot.save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
