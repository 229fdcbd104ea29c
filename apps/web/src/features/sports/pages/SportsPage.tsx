import {
  DEFAULT_SPORTSBOOK,
  SABA_SKIN_TYPE,
  SPORTSBOOK_SLUGS,
  type SportsStartQuery,
  sportsInternalGameId,
  velisportsStartPage,
} from '@croupier/contract/sports';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { useLiveState } from '../../../shared/live/live-events.ts';
import { paths } from '../../../shared/paths.ts';
import { useProfile } from '../../../shared/profile/get-profile.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { useSportsSession } from '../api/start-sports.ts';
import { SportsFrame } from '../components/SportsFrame.tsx';
import { frameUrl, subPathOf } from '../model/sports-path.ts';

/** How often the header balance is read again while the sportsbook is open (bets settle by themselves). */
const BALANCE_POLL_MS = 15_000;

/**
 * `/sports`, `/sports/{slug}` and `/sports/{slug}/{sub-path…}` (001 §2): the sportsbook in the sports
 * frame. A guest starts through the public call with the brand id, a player through the
 * authenticated call once the profile has loaded (000 §6); a start error is the not-found state
 * (000 §4). The frame's `route-updated` replaces the route, so a reload opens the same page.
 */
export function SportsPage() {
  const { slug = DEFAULT_SPORTSBOOK, '*': splat } = useParams();
  // A new slug is a new sportsbook: everything starts again.
  return <SportsView key={slug} slug={slug} subPath={subPathOf(splat)} />;
}

function SportsView({ slug, subPath }: { slug: string; subPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brand = useBrand();
  const market = useMarket();
  const { isLogged, uuid } = useSession();
  const player = isLogged ? uuid : null;
  const profile = useProfile(player);
  const refreshBalance = useRefreshBalance();

  // The sub-path the frame opens on: the route's on arrival; a route-updated from the frame only
  // records where it is, while a navigation from outside (another link, back) opens the frame there.
  const [framePath, setFramePath] = useState(subPath);
  const reported = useRef(subPath);
  useEffect(() => {
    if (subPath !== reported.current) {
      reported.current = subPath;
      setFramePath(subPath);
    }
  }, [subPath]);

  const query = useMemo<SportsStartQuery>(
    () => ({
      deviceType: market.deviceType,
      cashierUrl: paths.deposit,
      lang: (market.locale.split('-')[0] ?? 'en').toLowerCase(),
      brandId: brand.brandId,
      currency: market.currencyCode,
      country: market.countryCode,
      internalGameId: sportsInternalGameId(slug),
      ...(slug === 'saba' && { skinType: SABA_SKIN_TYPE }),
      // velisports opens on the page the route names (`/sports/velisports/live` → live).
      ...(slug === 'velisports' && { startPage: velisportsStartPage(framePath) }),
    }),
    [
      market.deviceType,
      market.locale,
      market.currencyCode,
      market.countryCode,
      brand.brandId,
      slug,
      framePath,
    ],
  );
  const known = (SPORTSBOOK_SLUGS as readonly string[]).includes(slug);
  const ready = !player || !!profile.data; // a player's start waits for the profile (000 §6)
  const session = useSportsSession(slug, player, query, framePath, ready);

  // Settlements happen while the player watches: the live stream brings them; while it cannot
  // connect, the header balance is read again now and then.
  const live = useLiveState() === 'live';
  useEffect(() => {
    if (!player || live) return;
    const timer = window.setInterval(refreshBalance, BALANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [player, live, refreshBalance]);

  const notFound = session.isError || (session.isSuccess && !session.data.gameSessionURL);
  return (
    <div className="flex flex-col gap-3">
      <h1 className="sr-only">{t('sports.title')}</h1>
      {notFound ? (
        <div
          role="alert"
          className="flex min-h-[24rem] flex-col items-center justify-center gap-3 rounded-xl border border-line bg-surface p-8 text-center"
        >
          <h2 className="font-bold text-fg text-xl">{t('sports.notFound.title')}</h2>
          <p className="max-w-prose text-muted">
            {t(known ? 'sports.notFound.text' : 'sports.notFound.unknown')}
          </p>
        </div>
      ) : !session.data ? (
        <div className="grid min-h-[24rem] place-items-center rounded-xl bg-surface" aria-busy="true">
          <Spinner label={t('sports.loading')} />
        </div>
      ) : (
        <SportsFrame
          key={session.data.gameSessionURL}
          url={frameUrl(session.data.gameSessionURL, framePath)}
          title={t('sports.frameTitle')}
          onNotLoggedIn={() => navigate(paths.loginThenBack(pathname))}
          onRouteUpdated={(path) => {
            reported.current = path;
            navigate(paths.sports(slug, path), { replace: true });
          }}
          onBalanceChanged={refreshBalance}
        />
      )}
    </div>
  );
}
