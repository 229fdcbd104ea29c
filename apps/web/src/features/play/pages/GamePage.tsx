import type { Game } from '@croupier/contract';
import { middlewareKey } from '@croupier/contract/errors';
import type { PlayMode } from '@croupier/contract/studio';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMarket } from '../../../shared/brand/index.ts';
import { FavoriteButton } from '../../../shared/favorites/FavoriteButton.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { useGameBySlug } from '../api/find-game.ts';
import { useGameSession } from '../api/start-game.ts';
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
  const navigate = useNavigate();
  const { isLogged } = useSession();
  const refreshBalance = useRefreshBalance();
  const [chosen, setChosen] = useState<PlayMode | null>(null);
  // A logged-in player plays real; a guest plays demo; a game without demo is real only (000 §4).
  const mode: PlayMode = game.hasDemoMode ? (chosen ?? (isLogged ? 'real' : 'demo')) : 'real';
  const startable = !game.restricted && (mode === 'real' ? isLogged : game.hasDemoMode);
  const session = useGameSession(
    game.uuid,
    mode,
    // Real play is in the player's own currency: the server knows it.
    mode === 'real'
      ? { type: market.deviceType, lang: market.locale, exitUrl: '/' }
      : { type: market.deviceType, lang: market.locale, currency: market.currencyCode, exitUrl: '/' },
    startable,
  );

  useEffect(() => {
    if (session.isSuccess) track('game_start', { game: game.slug, provider: game.providerAlias, mode });
  }, [session.isSuccess, game.slug, game.providerAlias, mode]);

  const choose = (next: PlayMode) => {
    // A guest wanting real money logs in first and comes back to the game.
    if (next === 'real' && !isLogged) navigate(`/login?redirect=${encodeURIComponent(`/game/${game.slug}`)}`);
    else setChosen(next);
  };
  const failure = session.error;

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
        {!game.restricted && (
          <div className="flex flex-wrap items-center gap-2">
            {mode === 'demo' && (
              <p className="rounded-full bg-surface px-3 py-1 text-muted text-sm">{t('game.demoMode')}</p>
            )}
            {game.hasDemoMode && (
              // biome-ignore lint/a11y/useSemanticElements: a toggle of two pressed buttons, not a form fieldset
              <div role="group" aria-label={t('game.mode.label')} className="flex gap-1">
                {(['demo', 'real'] as const).map((m) => (
                  <Button
                    key={m}
                    variant={mode === m ? 'primary' : 'secondary'}
                    aria-pressed={mode === m}
                    onClick={() => choose(m)}
                  >
                    {t(`game.mode.${m}`)}
                  </Button>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      {game.restricted ? (
        <Stub title={t('game.restricted.title')} text={t('game.restricted.text')} />
      ) : !startable ? (
        // A guest pressing play on a game without demo goes to registration (000 §4).
        <Navigate to="/registration" replace />
      ) : session.isPending ? (
        <div className="grid aspect-video place-items-center rounded-xl bg-surface" aria-busy="true">
          <Spinner />
        </div>
      ) : session.isError ? (
        <Stub
          title={t('game.startFailed.title')}
          text={
            isApiError(failure) && failure.code && failure.status < 500
              ? t(middlewareKey(failure.code))
              : t('game.startFailed.text')
          }
          action={
            <Button variant="secondary" onClick={() => void session.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <GameFrame
          key={session.data.gameSessionURL}
          url={session.data.gameSessionURL}
          title={game.fullGameName}
          exitPath="/"
          // The header balance follows every real round, and the game closing (001 §3).
          {...(mode === 'real' && { onRound: refreshBalance, onClose: refreshBalance })}
        />
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
