import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../shared/brand/index.ts';
import { paths } from '../../../shared/paths.ts';
import { AvatarBadge } from '../../../shared/profile/avatar.tsx';
import { ProfileGate } from '../../../shared/profile/ProfileGate.tsx';
import { logout } from '../../../shared/session/logout.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useKycVerified } from '../../../shared/verification/get-kyc-status.ts';

const linkClass =
  'focus-ring flex flex-col rounded-xl border border-line bg-surface p-4 hover:bg-surface-hover';

/** `/profile` (000 §2): the player's name and login, the way to the account tabs and KYC, log out. */
export function ProfilePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <ProfileGate path={paths.profile}>
      {(p) => {
        const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
        const login = p.username ?? p.email ?? p.phoneNumber ?? '';
        return (
          <section className="mx-auto flex max-w-xl flex-col gap-4">
            <div className="flex items-center gap-3">
              <AvatarBadge uuid={p.uuid} />
              <h1 className="font-bold text-2xl">{t('profile.title')}</h1>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4">
              {name && (
                <>
                  <dt className="text-muted">{t('profile.name')}</dt>
                  <dd>
                    <bdi>{name}</bdi>
                  </dd>
                </>
              )}
              <dt className="text-muted">{t('profile.login')}</dt>
              <dd>
                {/* A username may be in any script; an e-mail or a phone number reads left to right. */}
                <bdi dir={p.username ? undefined : 'ltr'}>{login}</bdi>
              </dd>
              <dt className="text-muted">{t('profile.kyc.label')}</dt>
              <dd>
                <KycFlag uuid={p.uuid} />
              </dd>
            </dl>
            <nav aria-label={t('profile.title')} className="grid gap-3 sm:grid-cols-2">
              <Link to={paths.account} className={linkClass}>
                <span className="font-semibold">{t('profile.account.title')}</span>
                <span className="text-muted text-sm">{t('profile.account.text')}</span>
              </Link>
              <Link to={paths.kyc} className={linkClass}>
                <span className="font-semibold">{t('profile.kyc.title')}</span>
                <span className="text-muted text-sm">{t('profile.kyc.text')}</span>
              </Link>
              <Link to={paths.rewards} className={linkClass}>
                <span className="font-semibold">{t('profile.rewards.title')}</span>
                <span className="text-muted text-sm">{t('profile.rewards.text')}</span>
              </Link>
              {brand.features.loyalty && (
                <Link to={paths.loyalty} className={linkClass}>
                  <span className="font-semibold">{t('profile.loyalty.title')}</span>
                  <span className="text-muted text-sm">{t('profile.loyalty.text')}</span>
                </Link>
              )}
            </nav>
            <div>
              <Button variant="secondary" onClick={() => void logout()}>
                {t('header.logout')}
              </Button>
            </div>
          </section>
        );
      }}
    </ProfileGate>
  );
}

function KycFlag({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const kyc = useKycVerified(uuid);
  if (kyc.data === undefined) return null;
  return <>{kyc.data ? t('profile.kyc.VERIFIED') : t('profile.kyc.NOT_VERIFIED')}</>;
}
