import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrand } from '../../../shared/brand/index.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { session } from '../../../shared/session/index.ts';
import { lastVisited } from '../../../shared/session/last-visited.ts';
import { attribution, captureAttribution } from '../../../shared/session/visitor.ts';
import { welcomePacksQuery } from '../api/welcome-packs.ts';
import { AuthCard, FormAlert } from '../components/AuthCard.tsx';
import { CredentialsStep } from '../components/registration/CredentialsStep.tsx';
import { OtpStep } from '../components/registration/OtpStep.tsx';
import { PersonalStep } from '../components/registration/PersonalStep.tsx';
import { SuccessStep } from '../components/registration/SuccessStep.tsx';
import { useRegistrationFlow } from '../components/registration/use-registration-flow.tsx';
import { useRegistrationForm } from '../components/registration/use-registration-form.ts';
import { WelcomePacks } from '../components/registration/WelcomePacks.tsx';
import { useCloseScreen } from '../components/use-close.ts';
import { loginTarget } from '../model/redirect.ts';
import { previousStep } from '../model/registration-steps.ts';

/** `/registration` (000 §2): light or full template, steps FIRST, OTP, SECOND, SUCCESS, AUTO_LOGIN. */
export function RegistrationPage() {
  const [loggedOnEntry] = useState(() => session.get().isLogged);
  useRedirect(loggedOnEntry, paths.home);
  if (loggedOnEntry) return null;
  return <Registration />;
}

function Registration() {
  const { t, i18n } = useTranslation();
  const close = useCloseScreen();
  const registration = useRegistrationForm();
  // A campaign link (`?campaignUuid=`, e.g. a guest's opt action on a promotion) is kept like a
  // landing link's; the welcome pack chosen below takes its place in the signup payload.
  const { search } = useLocation();
  const [captured] = useState(() => {
    captureAttribution(search);
    return attribution().campaignUuid ?? null;
  });
  const packs = useQuery(welcomePacksQuery(i18n.language));
  const [pack, setPack] = useState<string | null>(null);
  useEffect(() => {
    if (pack !== null || !packs.data) return;
    // The default pack is preselected, unless the visitor came by a campaign link that is no pack.
    const linked = packs.data.find((p) => p.campaignId === captured);
    const preselected = linked ?? (captured ? undefined : packs.data.find((p) => p.isDefault));
    setPack(preselected?.campaignId ?? '');
  }, [packs.data, pack, captured]);
  // Where the player lands (000 §2: a campaign link first): a pack's link only when the player
  // picked the pack (or came by its campaign's link); a pack merely preselected joins its campaign
  // but leaves the player where they were. The form says which, as the choice changes.
  const [packChosen, setPackChosen] = useState(false);
  const brand = useBrand();
  const chosenPack = packs.data?.find((p) => p.campaignId === pack);
  const followCampaignLink = pack ? packChosen || pack === captured : !!captured;
  const whereTheyWere = loginTarget({ search, hardRedirect: brand.hardRedirect, lastVisited: lastVisited() });
  const landing = !followCampaignLink
    ? whereTheyWere
    : chosenPack
      ? (chosenPack.buttonLink ?? whereTheyWere)
      : null;
  const { step, setStep, alert, busy, promo, registerNow, advance } = useRegistrationFlow(registration, {
    campaignUuid: pack || captured || undefined,
    followCampaignLink,
  });
  const { form } = registration;
  const back = previousStep(step, registration.ctx);
  return (
    <AuthCard
      title={t(`auth.registration.step.${step}`)}
      onClose={close}
      onBack={back ? () => setStep(back) : undefined}
    >
      <div className="flex flex-col gap-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        {step === 'FIRST' && packs.data && packs.data.length > 0 && pack !== null && (
          <WelcomePacks
            packs={packs.data}
            value={pack}
            onChange={(campaignId) => {
              setPack(campaignId);
              setPackChosen(true);
            }}
            landing={landing}
          />
        )}
        {step === 'FIRST' && (
          <CredentialsStep registration={registration} busy={busy} onSubmit={() => void advance()} />
        )}
        {step === 'SECOND' && (
          <PersonalStep registration={registration} busy={busy} onSubmit={() => void advance()} />
        )}
        {step === 'OTP' && (
          <OtpStep
            phone={form.getValues('phone').trim()}
            phoneCode={form.getValues('phoneCode')}
            onConfirmed={registerNow}
            onPhoneError={(message) => {
              setStep('FIRST');
              form.setError('phone', { type: 'server', message });
            }}
          />
        )}
        {step === 'AUTO_LOGIN' && <p role="status">{t('auth.registration.autoLogin')}</p>}
        {step === 'SUCCESS' && <SuccessStep promo={promo} />}
      </div>
    </AuthCard>
  );
}
