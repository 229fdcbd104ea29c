import type { Profile } from '@croupier/contract/profile';
import { type AccountTab, profileSettings } from '@croupier/contract/rules/profile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm.tsx';
import { CommunicationForm } from '../../features/profile/components/CommunicationForm.tsx';
import { ProfileForm } from '../../features/profile/components/ProfileForm.tsx';
import { VerificationPanel } from '../../features/verification/components/VerificationPanel.tsx';
import { useBrand } from '../../shared/brand/index.ts';
import { TabPanel, Tabs } from '../../shared/forms/Tabs.tsx';
import { paths } from '../../shared/paths.ts';
import { ProfileGate, ProfileHeading } from '../../shared/profile/ProfileGate.tsx';

/**
 * `/profile/account` (000 §2): tabs info, verification and communication, those the brand
 * configures, the current one kept in `?tab=`.
 */
export function AccountPage() {
  return <ProfileGate path={paths.account}>{(profile) => <Account profile={profile} />}</ProfileGate>;
}

function Account({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idPrefix = useId();
  const { tabs } = profileSettings(brand.profile);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') as AccountTab | null;
  const tab = wanted && tabs.includes(wanted) ? wanted : tabs[0]!;
  const select = (next: AccountTab) => setParams({ tab: next }, { replace: true });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <ProfileHeading title={t('profile.account.title')} />
      {tabs.length > 1 && (
        <Tabs
          label={t('profile.account.tabs')}
          idPrefix={idPrefix}
          items={tabs.map((id) => ({ id, label: t(`profile.account.tab.${id}`) }))}
          value={tab}
          onChange={select}
        />
      )}
      <TabPanel idPrefix={idPrefix} value={tab} tabbed={tabs.length > 1}>
        {tab === 'info' && (
          <div className="flex flex-col gap-8">
            <ProfileForm key={profile.uuid} profile={profile} />
            <section className="flex flex-col gap-4 border-line border-t pt-6">
              <h2 className="font-semibold text-lg">{t('profile.password.title')}</h2>
              <ChangePasswordForm profile={profile} />
            </section>
          </div>
        )}
        {tab === 'verification' && <VerificationPanel profile={profile} />}
        {tab === 'communication' && <CommunicationForm profile={profile} />}
      </TabPanel>
    </section>
  );
}
