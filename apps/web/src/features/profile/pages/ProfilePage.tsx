import { useTranslation } from 'react-i18next';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useProfile } from '../api/get-profile.ts';

/**
 * `/profile` (000 §2): for now the player's name and login and a log-out button; the profile issue
 * adds the rest (account tabs, KYC, rewards).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { isLogged, uuid } = useSession();
  const profile = useProfile(isLogged ? uuid : null);
  useRedirect(!isLogged, '/login?redirect=/profile');
  if (!isLogged) return null;
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  const login = p.username ?? p.email ?? p.phoneNumber ?? '';
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('profile.title')}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4">
        {name && (
          <>
            <dt className="text-muted">{t('profile.name')}</dt>
            <dd>{name}</dd>
          </>
        )}
        <dt className="text-muted">{t('profile.login')}</dt>
        <dd>{login}</dd>
      </dl>
      <div>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('header.logout')}
        </Button>
      </div>
    </section>
  );
}
