import { REGISTRATION_SUCCESS_REDIRECT_DELAY_MS } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../../../shared/analytics/index.ts';
import { isApiError } from '../../../../shared/api/index.ts';
import { useBrand } from '../../../../shared/brand/index.ts';
import { deviceType } from '../../../../shared/device.ts';
import { getCookie } from '../../../../shared/lib/cookies.ts';
import { paths } from '../../../../shared/paths.ts';
import { session } from '../../../../shared/session/index.ts';
import { lastVisited } from '../../../../shared/session/last-visited.ts';
import { ANONYMOUS_ID_COOKIE, attribution } from '../../../../shared/session/visitor.ts';
import { useModals } from '../../../../shared/ui/modal/ModalStack.tsx';
import { toastError, toastWarning } from '../../../../shared/ui/toast.tsx';
import { useSignin } from '../../api/signin.ts';
import { useSignup } from '../../api/signup.ts';
import { ErrorCode } from '../../model/codes.ts';
import { clearDraft } from '../../model/draft.ts';
import { deviceFingerprint } from '../../model/fingerprint.ts';
import { hardNavigation } from '../../model/navigate.ts';
import { loginTarget, registrationTarget } from '../../model/redirect.ts';
import { nextStep, type RegistrationStep } from '../../model/registration-steps.ts';
import { signupBody, signupLanguage } from '../../model/signup-body.ts';
import { AccountExists } from './AccountExists.tsx';
import type { RegistrationForm } from './use-registration-form.ts';

/**
 * The steps of registration (000 §2, §4, §8): each step's fields checked before the next; the
 * signup call and its refusals; an existing account logged in with the password instead; after
 * SUCCESS, 3 s, then the destination in the player's locale, with a page refresh.
 */
export function useRegistrationFlow(
  registration: RegistrationForm,
  campaign: {
    campaignUuid?: string | undefined;
    /** false: the campaign is joined but its link is not followed (a preselected welcome pack). */
    followCampaignLink?: boolean;
  } = {},
) {
  const { mutateAsync: signup } = useSignup();
  const { mutateAsync: signin } = useSignin();
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const modals = useModals();
  const { form, ctx, stepFields, showServerFieldError, accountExists } = registration;
  const [step, setStep] = useState<RegistrationStep>('FIRST');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [promo, setPromo] = useState<{ code: string; status: string } | null>(null);
  const [campaignLink, setCampaignLink] = useState<string | null>(null);
  const [language, setLanguage] = useState<string>(i18n.language);

  const registerNow = async () => {
    const values = form.getValues();
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
          attribution: {
            ...attribution(),
            ...(campaign.campaignUuid && { campaignUuid: campaign.campaignUuid }),
          },
        }),
      );
      session.start(answer);
      track('registration', { type: values.type });
      setPromo(answer.promo);
      setCampaignLink(campaign.followCampaignLink === false ? null : answer.campaignLink);
      setLanguage(languageCode);
      clearDraft();
      setStep('SUCCESS');
    } catch (error) {
      if (isApiError(error) && error.status === 423 && error.code === ErrorCode.antiFraudReject) {
        // 000 §6, §8: an anti-fraud reject is a warning, not an error.
        toastWarning(t('antiFraud.signUp'));
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
    const values = form.getValues();
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
          softRedirect: brand.softRedirect,
          lastVisited: lastVisited(),
        }),
        { replace: true },
      );
    } catch {
      form.setValue('password', '');
      setStep('FIRST');
      modals.open({
        title: t('auth.registration.exists.title'),
        render: (closeModal) => (
          <AccountExists
            onLogin={() => {
              closeModal();
              navigate(paths.login);
            }}
            onForgot={() => {
              closeModal();
              navigate(paths.forgotPassword);
            }}
          />
        ),
      });
    }
  };

  const advance = async () => {
    form.markSubmitted();
    const ok = await form.trigger(stepFields(step), { shouldFocus: true });
    if (!ok) return;
    if (step === 'FIRST' && accountExists()) {
      await autoLogin();
      return;
    }
    const next = nextStep(step, ctx);
    if (next) setStep(next);
    else await registerNow();
  };

  // Success: 3 s, then the destination in the player's locale, with a page refresh.
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
          softRedirect: brand.softRedirect,
          lastVisited: lastVisited(),
          campaignLink,
        }),
      );
    }, REGISTRATION_SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, language, location.search, brand.hardRedirect, brand.softRedirect, campaignLink]);

  return { step, setStep, alert, busy, promo, registerNow, advance };
}
