import type { Profile } from '@croupier/contract/profile';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRedirect } from '../lib/use-redirect.ts';
import { paths } from '../paths.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useProfile } from './get-profile.ts';

/**
 * The profile pages need a logged-in player (001 §4): a guest goes to login and comes back here;
 * while the profile loads a spinner shows, a failed load offers a retry. A session that ends while
 * the page is open (a logout) is the layout's to follow: it goes to the root (000 §4), not to login.
 */
export function ProfileGate({ path, children }: { path: string; children: (profile: Profile) => ReactNode }) {
  const { isLogged, uuid } = useSession();
  const profile = useProfile(isLogged ? uuid : null);
  const wasLogged = useRef(isLogged);
  if (isLogged) wasLogged.current = true;
  useRedirect(!isLogged && !wasLogged.current, paths.loginThenBack(path));
  if (!isLogged) return null;
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return <>{children(profile.data)}</>;
}

/** The heading of a page under `/profile`: the way back to the profile, then the page's title. */
export function ProfileHeading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('profile.breadcrumb')} className="text-muted text-sm">
        <Link to={paths.profile} className="focus-ring rounded underline-offset-2 hover:underline">
          {t('profile.title')}
        </Link>
      </nav>
      <h1 className="font-bold text-2xl">{title}</h1>
    </>
  );
}
