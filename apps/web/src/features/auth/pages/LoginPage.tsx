import type { LoginTab } from '@croupier/contract/content';
import { middlewareKey } from '@croupier/contract/errors';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import { normalizePhone } from '@croupier/contract/rules/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { reportError } from '../../../shared/errors/report.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { PhoneFields } from '../../../shared/forms/PhoneFields.tsx';
import { ruleValidator } from '../../../shared/forms/rules.ts';
import { TabPanel, Tabs } from '../../../shared/forms/Tabs.tsx';
import { usePlayerForm } from '../../../shared/forms/use-player-form.ts';
import { emailProblem, INCORRECT_MESSAGE, phoneProblem } from '../../../shared/forms/validators.ts';
import { focusPageStart } from '../../../shared/lib/page-start.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { session } from '../../../shared/session/index.ts';
import { lastVisited } from '../../../shared/session/last-visited.ts';
import { Button, keepFocusOnPress } from '../../../shared/ui/Button.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useSignin } from '../api/signin.ts';
import { AuthCard, FormAlert } from '../components/AuthCard.tsx';
import { BreakAlert, type BreakRefusal } from '../components/BreakAlert.tsx';
import { useCloseScreen } from '../components/use-close.ts';
import { ErrorCode } from '../model/codes.ts';
import { deviceFingerprint } from '../model/fingerprint.ts';
import { defaultPhoneCode, phoneCodeOptions } from '../model/market.ts';
import { loginTarget } from '../model/redirect.ts';

interface LoginValues {
  login: string;
  phoneCode: string;
  password: string;
}

/** `/login` (000 §2): tabs email, phone, username as the brand configures them. */
export function LoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const close = useCloseScreen();
  // A logged-in visitor is sent to the root; a login completing here navigates itself.
  const [loggedOnEntry] = useState(() => session.get().isLogged);
  useRedirect(loggedOnEntry, paths.home);
  const [tab, setTab] = useState<LoginTab>(brand.loginTabs[0] ?? 'email');
  if (loggedOnEntry) return null;
  return (
    <AuthCard title={t('auth.login.title')} onClose={close}>
      <div className="flex flex-col gap-4">
        {brand.loginTabs.length > 1 && (
          <Tabs
            label={t('auth.login.tabs')}
            idPrefix="login"
            items={brand.loginTabs.map((id) => ({ id, label: t(`auth.tabs.${id}`) }))}
            value={tab}
            onChange={setTab}
          />
        )}
        <TabPanel idPrefix="login" value={tab} tabbed={brand.loginTabs.length > 1}>
          <LoginForm key={tab} tab={tab} />
        </TabPanel>
      </div>
    </AuthCard>
  );
}

function LoginForm({ tab }: { tab: LoginTab }) {
  const { mutateAsync: signin } = useSignin();
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [alert, setAlert] = useState<string | null>(null);
  const [onBreak, setOnBreak] = useState<BreakRefusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePlayerForm<LoginValues>({
    defaultValues: { login: '', phoneCode: defaultPhoneCode(brand), password: '' },
  });
  const rulesOf = (name: string) => brand.fieldRules[name];
  const loginValidate = ruleValidator({
    rules: rulesOf(tab),
    errorsPerField: brand.errorsPerField,
    required: true,
    extra: (v, values) => [
      tab === 'email' ? emailProblem(v) : undefined,
      tab === 'phone'
        ? phoneProblem(
            v,
            String(values.phoneCode ?? ''),
            rulesOf('phone')?.find((r) => 'message' in r && r.message)?.message ?? INCORRECT_MESSAGE,
          )
        : undefined,
    ],
  });

  const onSubmit = async (values: LoginValues) => {
    setAlert(null);
    setOnBreak(null);
    const login =
      tab === 'email'
        ? normalizeEmail(values.login)
        : tab === 'phone'
          ? normalizePhone(values.login, values.phoneCode)
          : values.login.trim();
    try {
      const auth = await signin({
        brandId: brand.brandId,
        type: tab,
        login,
        password: values.password,
        deviceFingerprint: await deviceFingerprint(),
      });
      session.start(auth);
      track('login', { type: tab });
      const target = loginTarget({
        search: location.search,
        hardRedirect: brand.hardRedirect,
        softRedirect: brand.softRedirect,
        lastVisited: lastVisited(),
      });
      navigate(target, { replace: true });
      focusPageStart();
    } catch (error) {
      if (!isApiError(error) || error.status === 0) {
        // Not an answer of the platform: the network or the app failed (000 §8, reported).
        track('login_failure', { reason: (error as Error)?.message });
        reportError(error, 'login');
        toastError(t('auth.errors.unexpected-login'));
        return;
      }
      if (error.status === 423 && error.code === ErrorCode.selfRestricted) {
        const until = typeof error.details.expirationDate === 'string' ? error.details.expirationDate : null;
        setAlert(
          until
            ? t('auth.login.selfRestrictedTemporary', { date: dateTime(until) })
            : t('auth.login.selfRestrictedPermanent'),
        );
        return;
      }
      if (error.code === ErrorCode.onBreak || error.code === ErrorCode.selfExclusionEnded) {
        const credentials = { brandId: brand.brandId, type: tab, login, password: values.password };
        setOnBreak({
          ended: error.code === ErrorCode.selfExclusionEnded,
          details: error.details,
          credentials,
        });
        return;
      }
      if (error.status === 423 && error.code === ErrorCode.antiFraudReject) {
        setAlert(t('antiFraud.signIn'));
        return;
      }
      if (error.status >= 400 && error.status < 500) {
        let fieldShown = false;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const name = field === 'password' ? 'password' : field === 'phoneCode' ? 'phoneCode' : 'login';
          setError(name, {
            type: 'server',
            message: message.startsWith('error.') ? middlewareKey(message) : message,
          });
          fieldShown = true;
        }
        if (!fieldShown) {
          const key =
            error.code === ErrorCode.unauthorized
              ? `${middlewareKey(error.code)}.${tab}`
              : middlewareKey(error.code);
          setAlert(t(key));
        }
        return;
      }
      toastError(t('auth.errors.api-unexpected-login'));
    }
  };

  const loginField = register('login', { validate: loginValidate });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      {onBreak && <BreakAlert refusal={onBreak} />}
      {tab === 'phone' ? (
        <PhoneFields
          codes={phoneCodeOptions(brand)}
          codeField={register('phoneCode')}
          phoneField={loginField}
          error={errors.login?.message}
        />
      ) : (
        <TextField
          label={t(tab === 'email' ? 'auth.fields.email' : 'auth.fields.username')}
          type={tab === 'email' ? 'email' : 'text'}
          autoComplete={tab === 'email' ? 'email' : 'username'}
          error={errors.login?.message}
          {...loginField}
        />
      )}
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', {
          validate: ruleValidator({
            rules: rulesOf('password'),
            errorsPerField: brand.errorsPerField,
            required: true,
          }),
        })}
      />
      <Button type="submit" disabled={isSubmitting} onMouseDown={keepFocusOnPress}>
        {t('auth.login.submit')}
      </Button>
      <div className="flex justify-between text-sm">
        <Link to={paths.forgotPassword} className="focus-ring rounded text-accent hover:underline">
          {t('auth.login.forgot')}
        </Link>
        <Link
          to={`${paths.registration}${location.search}`}
          className="focus-ring rounded text-accent hover:underline"
        >
          {t('auth.login.register')}
        </Link>
      </div>
    </form>
  );
}
