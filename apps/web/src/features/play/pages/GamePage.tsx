import type { Game } from '@croupier/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { useMarket } from '../../../shared/brand/index.ts';
import { FavoriteButton } from '../../../shared/favorites/FavoriteButton.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useGameBySlug } from '../api/find-game.ts';
import { useDemoSession } from '../api/start-fun-game.ts';
import { GameFrame } from '../components/GameFrame.tsx';

/** `/game/{slug}` (000 §2, §4 Game): the game in its frame, or why it cannot start. */
export function GamePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const market = useMarket();
  const state = useLocation().state as { game?: Game } | null;
  const game = useGameBySlug(slug, market, state?.game);

  if (game.isPending) return <Spinner />;
  if (game.isError) return <ErrorState onRetry={() => void game.refetch()} />;
  if (!game.data) return <Stub title={t('game.notFound.title')} text={t('game.notFound.text')} />;
  return <GameView game={game.data} />;
}

function GameView({ game }: { game: Game }) {
  const { t } = useTranslation();
  const market = useMarket();
  const { isLogged } = useSession();
  const startable = !game.restricted && game.hasDemoMode;
  const session = useDemoSession(
    game.uuid,
    { type: market.deviceType, lang: market.locale, currency: market.currencyCode, exitUrl: '/' },
    startable,
  );

  useEffect(() => {
    if (session.isSuccess)
      track('game_start', { game: game.slug, provider: game.providerAlias, mode: 'demo' });
  }, [session.isSuccess, game.slug, game.providerAlias]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex items-center gap-3">
          <div>
            <h1 className="font-bold text-2xl text-fg">{game.fullGameName}</h1>
            <p className="text-muted">{game.providerName}</p>
          </div>
          <FavoriteButton gameId={game.uuid} gameName={game.fullGameName} className="border border-line" />
        </div>
        {startable && (
          <p className="rounded-full bg-surface px-3 py-1 text-muted text-sm">{t('game.demoMode')}</p>
        )}
      </div>
      {game.restricted ? (
        <Stub title={t('game.restricted.title')} text={t('game.restricted.text')} />
      ) : !game.hasDemoMode ? (
        // A guest pressing play on a game without demo goes to registration (000 §4).
        isLogged ? (
          <Stub title={t('game.realOnly.title')} text={t('game.realOnly.soon')} />
        ) : (
          <Navigate to="/registration" replace />
        )
      ) : session.isPending ? (
        <div className="grid aspect-video place-items-center rounded-xl bg-surface" aria-busy="true">
          <Spinner />
        </div>
      ) : session.isError ? (
        <Stub
          title={t('game.startFailed.title')}
          text={t('game.startFailed.text')}
          action={
            <Button variant="secondary" onClick={() => void session.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <GameFrame url={session.data.gameSessionURL} title={game.fullGameName} exitPath="/" />
      )}
    </div>
  );
}

/** The error stub (000 §4): the frame's place, saying why the game is not running. */
function Stub({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl border border-line bg-surface p-8 text-center"
    >
      <h2 className="font-bold text-fg text-xl">{title}</h2>
      <p className="max-w-prose text-muted">{text}</p>
      {action}
    </div>
  );
}
