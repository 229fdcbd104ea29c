import {
  EXISTENCE_CHECK_DEBOUNCE_MS,
  REGISTRATION_SUCCESS_REDIRECT_DELAY_MS,
} from '@croupier/contract/constants';
import type { LoginTab } from '@croupier/contract/content';
import { middlewareKey } from '@croupier/contract/errors';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import { validateFieldSync } from '@croupier/contract/rules/fields';
import { PHONE_MESSAGES } from '@croupier/contract/rules/phone';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkEmail } from '../../../shared/account/check-email.ts';
import { checkPhone } from '../../../shared/account/check-phone.ts';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { deviceType } from '../../../shared/device.ts';
import { useCommonPasswords } from '../../../shared/forms/common-passwords.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { CheckboxField, SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { PhoneFields } from '../../../shared/forms/PhoneFields.tsx';
import { ruleValidator } from '../../../shared/forms/rules.ts';
import { TabPanel, Tabs } from '../../../shared/forms/Tabs.tsx';
import { emailProblem, phoneProblem } from '../../../shared/forms/validators.ts';
import { getCookie } from '../../../shared/lib/cookies.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { session } from '../../../shared/session/index.ts';
import { lastVisited } from '../../../shared/session/last-visited.ts';
import { ANONYMOUS_ID_COOKIE, attribution } from '../../../shared/session/visitor.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { checkLogin } from '../api/check-login.ts';
import { useSignin } from '../api/signin.ts';
import { useSignup } from '../api/signup.ts';
import { AuthCard, FormAlert } from '../components/AuthCard.tsx';
import { OtpStep } from '../components/OtpStep.tsx';
import { useCloseScreen } from '../components/use-close.ts';
import { ErrorCode } from '../model/codes.ts';
import { ddmmyyyyToIso } from '../model/dates.ts';
import { clearDraft, loadDraft, saveDraft } from '../model/draft.ts';
import { deviceFingerprint } from '../model/fingerprint.ts';
import {
  countriesForPhoneCode,
  currenciesForCountry,
  defaultPhoneCode,
  onCountryChange,
  onPhoneCodeChange,
  phoneCodeOptions,
} from '../model/market.ts';
import { hardNavigation } from '../model/navigate.ts';
import { loginTarget, registrationTarget } from '../model/redirect.ts';
import { nextStep, previousStep, type RegistrationStep } from '../model/registration-steps.ts';
import { type RegistrationValues, signupBody, signupLanguage } from '../model/signup-body.ts';
import { passwordProblems } from '../model/validators.ts';

type LoginField = 'email' | 'phone' | 'username';
const loginFieldOf = (type: LoginTab): LoginField => type;

/** `/registration` (000 §2): light or full template, steps FIRST, OTP, SECOND, SUCCESS, AUTO_LOGIN. */
export function RegistrationPage() {
  const [loggedOnEntry] = useState(() => session.get().isLogged);
  useRedirect(loggedOnEntry, paths.home);
  if (loggedOnEntry) return null;
  return <Registration />;
}

function Registration() {
  const { mutateAsync: signup } = useSignup();
  const { mutateAsync: signin } = useSignin();
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const commonPasswords = useCommonPasswords();
  const close = useCloseScreen();
  const navigate = useNavigate();
  const location = useLocation();
  const modals = useModals();
  const template = brand.registration.template;
  const [step, setStep] = useState<RegistrationStep>('FIRST');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [initial] = useState<RegistrationValues>(() => {
    const code = defaultPhoneCode(brand);
    const market = onPhoneCodeChange(brand, code);
    const base: RegistrationValues = {
      type: brand.registration.types[0] ?? 'email',
      email: '',
      phoneCode: code,
      phone: '',
      username: '',
      password: '',
      country: brand.defaultCountry,
      currency: brand.defaultCurrency,
      firstName: '',
      lastName: '',
      birthDate: '',
      promoCode: '',
      agreements: false,
    };
    const draft = loadDraft() as Partial<RegistrationValues>;
    const merged = {
      ...base,
      ...(draft.type ? {} : { country: market.country, currency: market.currency }),
      ...draft,
    };
    if (!brand.registration.types.includes(merged.type)) merged.type = base.type;
    return { ...merged, password: '' };
  });

  const form = useForm<RegistrationValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const { register, watch, setValue, getValues, setError, clearErrors, trigger, formState } = form;
  const { errors } = formState;
  const type = watch('type');
  const phoneCode = watch('phoneCode');
  const country = watch('country');
  const loginField = loginFieldOf(type);
  const otp = brand.registration.oneTimeCode && type === 'phone';
  const ctx = { template, otp };

  // Field values are kept in local storage, except the password (000 §3).
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [watch]);

  // ── Existence checks, 500 ms after the last change (000 §5) ──────────────────────────
  const exists = useRef<Partial<Record<LoginField, string>>>({});
  const checkMessages = useRef<Partial<Record<LoginField, { value: string; message: string }>>>({});
  const loginValue = watch(loginField);
  useEffect(() => {
    const value = loginValue?.trim() ?? '';
    const field = loginField;
    if (!value) return;
    const syntax =
      field === 'email'
        ? emailProblem(value)
        : field === 'phone'
          ? phoneProblem(value, phoneCode, PHONE_MESSAGES.invalid)
          : validateFieldSync(value, brand.fieldRules.username)[0];
    // Only a well-formed value is asked about; the form's own rules speak for the rest.
    if (syntax) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const brandId = brand.brandId;
      try {
        if (field === 'email') await checkEmail({ brandId, email: normalizeEmail(value) }, controller.signal);
        else if (field === 'phone') await checkPhone({ brandId, phone: value, phoneCode }, controller.signal);
        else await checkLogin({ brandId, login: value }, controller.signal);
        delete exists.current[field];
        delete checkMessages.current[field];
      } catch (error) {
        if (controller.signal.aborted) return;
        const clientError = isApiError(error) && error.status >= 400 && error.status < 500;
        if (clientError && field !== 'username') {
          // The account exists: a flag, no message (000 §5).
          exists.current[field] = value;
          delete checkMessages.current[field];
          return;
        }
        delete exists.current[field];
        const message = clientError
          ? fieldErrorKey(error.fieldErrors.login ?? error.fieldErrors.username ?? middlewareKey(error.code))
          : field === 'email'
            ? 'auth.errors.email-validation'
            : field === 'phone'
              ? PHONE_MESSAGES.invalid
              : 'auth.errors.login-validation';
        checkMessages.current[field] = { value, message };
        setError(field, { type: 'exists', message });
      }
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loginValue, loginField, phoneCode, brand.brandId, brand.fieldRules.username, setError]);

  const checkedMessage = (field: LoginField, value: string) => {
    const found = checkMessages.current[field];
    return found && found.value === value.trim() ? found.message : undefined;
  };

  // ── Validation of each field: the brand's rules, then the spec's ────────────────────
  const v = (
    name: string,
    required: boolean,
    extra?: (value: string, values: Record<string, unknown>) => (string | undefined)[],
  ) =>
    ruleValidator({
      rules: brand.fieldRules[name],
      errorsPerField: brand.errorsPerField,
      required,
      ...(extra && { extra }),
    });
  const fields = {
    email: register('email', {
      validate: v('email', true, (x) => [emailProblem(x), checkedMessage('email', x)]),
    }),
    phone: register('phone', {
      validate: v('phone', true, (x, values) => [
        phoneProblem(x, String(values.phoneCode), PHONE_MESSAGES.invalid),
        checkedMessage('phone', x),
      ]),
    }),
    username: register('username', { validate: v('username', true, (x) => [checkedMessage('username', x)]) }),
    password: register('password', {
      validate: v('password', true, (x, values) => passwordProblems(x, values, commonPasswords)),
    }),
    birthDate: register('birthDate', {
      validate: v('birthDate', false, (x) => [ddmmyyyyToIso(x) ? undefined : 'auth.errors.birth-date']),
    }),
    firstName: register('firstName', { validate: v('firstName', false) }),
    lastName: register('lastName', { validate: v('lastName', false) }),
    promoCode: register('promoCode', { validate: v('promoCode', false) }),
    agreements: register('agreements', {
      validate: v('agreements', true),
      onChange: () => void trigger('agreements'),
    }),
    phoneCode: register('phoneCode', {
      onChange: (e: { target: { value: string } }) => {
        const next = onPhoneCodeChange(brand, e.target.value);
        setValue('country', next.country);
        setValue('currency', next.currency);
        if (getValues('phone')) void trigger('phone');
      },
    }),
    country: register('country', {
      onChange: (e: { target: { value: string } }) =>
        setValue('currency', onCountryChange(brand, e.target.value).currency),
    }),
    currency: register('currency'),
  };

  const personalFields: (keyof RegistrationValues)[] = [
    'birthDate',
    'firstName',
    'lastName',
    'promoCode',
    'agreements',
  ];
  const stepFields = (s: RegistrationStep): (keyof RegistrationValues)[] => {
    const credentials: (keyof RegistrationValues)[] = [loginField, 'password'];
    if (s === 'FIRST')
      return template === 'light' ? [...credentials, 'promoCode', 'agreements'] : credentials;
    if (s === 'SECOND') return personalFields;
    return [];
  };

  // ── Register, or log in when the account exists ───────────────────────────────────────
  const showServerFieldError = (fieldErrors: Record<string, string>): boolean => {
    let shown = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      const name = (
        ['email', 'phone', 'username'].includes(field) ? field : field === 'login' ? loginField : null
      ) as keyof RegistrationValues | null;
      if (name && name in getValues()) {
        setError(name, { type: 'server', message: fieldErrorKey(message) });
        shown = true;
      }
    }
    return shown;
  };

  const [promo, setPromo] = useState<{ code: string; status: string } | null>(null);
  const [language, setLanguage] = useState<string>(i18n.language);

  const registerNow = async () => {
    const values = getValues();
    const languageCode = signupLanguage(i18n.language, brand.defaultLocale);
    setBusy(true);
    setAlert(null);
    try {
      const answer = await signup(
        signupBody(values, {
          brandId: brand.brandId,
          language: i18n.language,
          defaultLocale: brand.defaultLocale,
          identifier: getCookie(ANONYMOUS_ID_COOKIE),
          device: deviceType(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          deviceFingerprint: await deviceFingerprint(),
          referrer: document.referrer,
          origin: window.location.origin,
          attribution: attribution(),
        }),
      );
      session.start(answer);
      track('registration', { type: values.type });
      setPromo(answer.promo);
      setLanguage(languageCode);
      clearDraft();
      setStep('SUCCESS');
    } catch (error) {
      if (isApiError(error) && error.status === 423 && error.code === ErrorCode.antiFraudReject) {
        toastError(t('antiFraud.signUp'));
        setAlert(t('antiFraud.signUp'));
      } else if (isApiError(error) && error.status === 400 && error.code === ErrorCode.profileDuplicated) {
        showServerFieldError(error.fieldErrors);
        setStep('FIRST');
      } else if (isApiError(error) && error.status === 400 && error.code === ErrorCode.otpRequired) {
        setStep('OTP');
      } else if (isApiError(error) && error.status === 400) {
        toastError(t('middleware.undefined'));
        if (showServerFieldError(error.fieldErrors)) setStep('FIRST');
      } else {
        toastError(t(middlewareKey(isApiError(error) ? error.code : undefined)));
      }
    } finally {
      setBusy(false);
    }
  };

  /** 000 §4: an existing account is logged in with the password; else a modal and the password cleared. */
  const autoLogin = async () => {
    const values = getValues();
    setStep('AUTO_LOGIN');
    try {
      const answer = await signin({
        brandId: brand.brandId,
        type: values.type,
        login: values.type === 'email' ? normalizeEmail(values.email) : values.phone.trim(),
        ...(values.type === 'phone' && { phoneCode: values.phoneCode }),
        password: values.password,
        deviceFingerprint: await deviceFingerprint(),
      });
      session.start(answer);
      track('login', { type: values.type, from: 'registration' });
      clearDraft();
      navigate(
        loginTarget({
          search: location.search,
          hardRedirect: brand.hardRedirect,
          lastVisited: lastVisited(),
        }),
        {
          replace: true,
        },
      );
    } catch {
      setValue('password', '');
      setStep('FIRST');
      const id = modals.open({
        title: t('auth.registration.exists.title'),
        render: (closeModal) => (
          <div className="flex flex-col gap-4">
            <p>{t('auth.registration.exists.text')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => {
                  closeModal();
                  navigate(paths.login);
                }}
              >
                {t('auth.registration.exists.login')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  closeModal();
                  navigate(paths.forgotPassword);
                }}
              >
                {t('auth.registration.exists.forgot')}
              </Button>
            </div>
          </div>
        ),
      });
      void id;
    }
  };

  const advance = async () => {
    const ok = await trigger(stepFields(step), { shouldFocus: true });
    if (!ok) return;
    if (step === 'FIRST' && type !== 'username') {
      const value = getValues(loginField).trim();
      if (exists.current[loginField] === value) {
        await autoLogin();
        return;
      }
    }
    const next = nextStep(step, ctx);
    if (next) setStep(next);
    else await registerNow();
  };

  // ── Success: 3 s, then the destination in the player's locale, with a page refresh ──────
  useEffect(() => {
    if (step !== 'SUCCESS') return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem('locale', language);
      } catch {
        // The server's locale choice applies.
      }
      hardNavigation.assign(
        registrationTarget({
          search: location.search,
          hardRedirect: brand.hardRedirect,
          lastVisited: lastVisited(),
        }),
      );
    }, REGISTRATION_SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, language, location.search, brand.hardRedirect]);

  const back = previousStep(step, ctx);
  const title = t(`auth.registration.step.${step}`);
  const countries =
    type === 'phone' ? countriesForPhoneCode(brand, phoneCode) : brand.countries.map((c) => c.code);
  const countryName = (code: string) => brand.countries.find((c) => c.code === code)?.name ?? code;

  const marketFields = (
    <div className="flex gap-2">
      <SelectField
        label={t('auth.fields.country')}
        className="flex-1"
        options={countries.map((c) => ({ value: c, label: countryName(c) }))}
        {...fields.country}
      />
      <SelectField
        label={t('auth.fields.currency')}
        className="w-32"
        options={currenciesForCountry(brand, country).map((c) => ({ value: c, label: c }))}
        {...fields.currency}
      />
    </div>
  );
  const closingFields = (
    <>
      <TextField
        label={t('auth.fields.promoCode')}
        autoComplete="off"
        error={errors.promoCode?.message}
        {...fields.promoCode}
      />
      <CheckboxField
        label={t('auth.fields.agreements')}
        error={errors.agreements?.message}
        {...fields.agreements}
      />
    </>
  );

  return (
    <AuthCard title={title} onClose={close} onBack={back ? () => setStep(back) : undefined}>
      <div className="flex flex-col gap-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        {step === 'FIRST' && (
          <>
            {brand.registration.types.length > 1 && (
              <Tabs
                label={t('auth.registration.types')}
                idPrefix="registration"
                items={brand.registration.types.map((id) => ({ id, label: t(`auth.tabs.${id}`) }))}
                value={type}
                onChange={(next) => {
                  clearErrors();
                  setValue('type', next);
                }}
              />
            )}
            <TabPanel idPrefix="registration" value={type} tabbed={brand.registration.types.length > 1}>
              <form
                noValidate
                className="flex flex-col gap-4"
                onSubmit={(e) => {
                  e.preventDefault();
                  void advance();
                }}
              >
                {type === 'email' && (
                  <TextField
                    label={t('auth.fields.email')}
                    type="email"
                    autoComplete="email"
                    error={errors.email?.message}
                    {...fields.email}
                  />
                )}
                {type === 'phone' && (
                  <PhoneFields
                    codes={phoneCodeOptions(brand)}
                    codeField={fields.phoneCode}
                    phoneField={fields.phone}
                    error={errors.phone?.message}
                  />
                )}
                {type === 'username' && (
                  <TextField
                    label={t('auth.fields.username')}
                    autoComplete="username"
                    error={errors.username?.message}
                    {...fields.username}
                  />
                )}
                <TextField
                  label={t('auth.fields.password')}
                  type="password"
                  autoComplete="new-password"
                  error={errors.password?.message}
                  {...fields.password}
                />
                {template === 'light' && (
                  <>
                    {marketFields}
                    {closingFields}
                  </>
                )}
                <Button type="submit" disabled={busy}>
                  {nextStep('FIRST', ctx) ? t('auth.registration.next') : t('auth.registration.submit')}
                </Button>
                <Link
                  to={`${paths.login}${location.search}`}
                  className="focus-ring rounded text-accent text-sm hover:underline"
                >
                  {t('auth.registration.haveAccount')}
                </Link>
              </form>
            </TabPanel>
          </>
        )}
        {step === 'SECOND' && (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void advance();
            }}
          >
            <div className="flex gap-2">
              <TextField
                label={t('auth.fields.firstName')}
                autoComplete="given-name"
                className="flex-1"
                error={errors.firstName?.message}
                {...fields.firstName}
              />
              <TextField
                label={t('auth.fields.lastName')}
                autoComplete="family-name"
                className="flex-1"
                error={errors.lastName?.message}
                {...fields.lastName}
              />
            </div>
            <TextField
              label={t('auth.fields.birthDate')}
              placeholder="dd.mm.yyyy"
              autoComplete="bday"
              error={errors.birthDate?.message}
              {...fields.birthDate}
            />
            {marketFields}
            {closingFields}
            <Button type="submit" disabled={busy}>
              {nextStep('SECOND', ctx) ? t('auth.registration.next') : t('auth.registration.submit')}
            </Button>
          </form>
        )}
        {step === 'OTP' && (
          <OtpStep
            phone={getValues('phone').trim()}
            phoneCode={getValues('phoneCode')}
            onConfirmed={registerNow}
            onPhoneError={(message) => {
              setStep('FIRST');
              setError('phone', { type: 'server', message });
            }}
          />
        )}
        {step === 'AUTO_LOGIN' && <p role="status">{t('auth.registration.autoLogin')}</p>}
        {step === 'SUCCESS' && (
          <div role="status" className="flex flex-col gap-2">
            <p>{t('auth.registration.success')}</p>
            {promo && (
              <p>
                {promo.status === 'ACCEPTED'
                  ? t('auth.registration.promoAccepted', { code: promo.code })
                  : t('auth.registration.promoInvalid', { code: promo.code })}
              </p>
            )}
          </div>
        )}
      </div>
    </AuthCard>
  );
}
