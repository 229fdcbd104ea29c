import type { Game } from '@croupier/contract';
import { middlewareKey } from '@croupier/contract/errors';
import type { PlayMode } from '@croupier/contract/studio';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useMarket } from '../../../shared/brand/index.ts';
import { FavoriteButton } from '../../../shared/favorites/FavoriteButton.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { imageSrc } from '../../../shared/ui/image-src.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { useGameBySlug, useGameOnOtherDevice } from '../api/find-game.ts';
import { useGameSession } from '../api/start-game.ts';
import { GameFrame } from '../components/GameFrame.tsx';
import { type PlayChoice, pressPlay, showsControls } from '../model/opening.ts';

/**
 * `/game/{slug}` (000 §2, §4 Game): the game in its frame, or why it cannot start. `/game` alone is
 * the game page too (000 §2): with no game chosen it says so and leads to the games.
 */
export function GamePage() {
  const { slug = '' } = useParams();
  return slug ? <GameBySlug slug={slug} /> : <NoGame />;
}

function NoGame() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-8 text-center">
      <h1 className="font-bold text-2xl text-fg">{t('game.none.title')}</h1>
      <p className="max-w-prose text-muted">{t('game.none.text')}</p>
      <Link to={paths.games} className="focus-ring rounded-md font-semibold text-accent underline">
        {t('game.none.browse')}
      </Link>
    </section>
  );
}

function GameBySlug({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const market = useMarket();
  const state = useLocation().state as { game?: Game } | null;
  const game = useGameBySlug(slug, market, state?.game);
  const elsewhere = useGameOnOtherDevice(slug, market, game.isSuccess && !game.data);

  if (game.isPending) return <Spinner />;
  if (game.isError) return <ErrorState onRetry={() => void game.refetch()} />;
  if (!game.data) {
    if (elsewhere.isPending && elsewhere.fetchStatus !== 'idle') return <Spinner />;
    return elsewhere.data ? (
      <Stub title={t('game.otherDevice.title')} text={t(`game.otherDevice.text.${market.deviceType}`)} />
    ) : (
      <Stub title={t('game.notFound.title')} text={t('game.notFound.text')} />
    );
  }
  return <GameView game={game.data} />;
}

function GameView({ game }: { game: Game }) {
  const { t } = useTranslation();
  const market = useMarket();
  const { isLogged } = useSession();
  const refreshBalance = useRefreshBalance();
  const [pressed, setPressed] = useState<PlayChoice | null>(null);
  const controls = showsControls({
    isLogged,
    hasDemoMode: game.hasDemoMode,
    mobile: market.deviceType === 'MOBILE',
  });
  // Where the controls are hidden the page presses play itself. A real game the player logged out
  // of is not restarted as a guest.
  const kept = pressed === 'real' && !isLogged ? null : pressed;
  const choice = kept ?? (controls ? null : pressPlay(isLogged, game.hasDemoMode));
  const mode: PlayMode | null = choice === 'real' || choice === 'demo' ? choice : null;
  const session = useGameSession(
    game.uuid,
    mode ?? 'demo',
    // Real play is in the player's own currency: the server knows it.
    mode === 'real'
      ? { type: market.deviceType, lang: market.locale, exitUrl: '/' }
      : { type: market.deviceType, lang: market.locale, currency: market.currencyCode, exitUrl: '/' },
    !game.restricted && mode !== null,
  );

  useEffect(() => {
    if (session.isSuccess && mode)
      track('game_start', { game: game.slug, provider: game.providerAlias, mode });
  }, [session.isSuccess, game.slug, game.providerAlias, mode]);

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
        {mode === 'demo' && !game.restricted && (
          <p className="rounded-full bg-surface px-3 py-1 text-muted text-sm">{t('game.demoMode')}</p>
        )}
      </div>
      {game.restricted ? (
        <Stub title={t('game.restricted.title')} text={t('game.restricted.text')} />
      ) : choice === 'registration' ? (
        // A guest pressing play on a game without demo goes to registration (000 §4).
        <Navigate to={paths.registration} />
      ) : mode === null ? (
        <PlayControls game={game} isLogged={isLogged} onPress={setPressed} />
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
          exitPath={paths.home}
          // The header balance follows every real round, and the game closing (001 §3).
          {...(mode === 'real' && { onRound: refreshBalance, onClose: refreshBalance })}
        />
      )}
    </div>
  );
}

/**
 * The controls before playing (000 §4 Game), in the frame's place over the game's artwork: play
 * (real for a player; registration for a guest, the game having no demo) and demo where it exists.
 */
function PlayControls({
  game,
  isLogged,
  onPress,
}: {
  game: Game;
  isLogged: boolean;
  onPress: (choice: PlayChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative grid aspect-video place-items-center overflow-hidden rounded-xl border border-line bg-surface">
      <img
        src={imageSrc(game.imageUrl, 640)}
        alt=""
        className="absolute inset-0 h-full w-full object-cover opacity-30"
      />
      <div className="relative flex flex-col items-center gap-3 p-6 text-center">
        {!game.hasDemoMode && <p className="max-w-prose text-fg">{t('game.realOnly.text')}</p>}
        {/* biome-ignore lint/a11y/useSemanticElements: two buttons named together, not a form fieldset */}
        <div role="group" aria-label={t('game.controls')} className="flex gap-3">
          <Button onClick={() => onPress(pressPlay(isLogged, game.hasDemoMode))}>{t('game.play')}</Button>
          {game.hasDemoMode && (
            <Button variant="secondary" onClick={() => onPress('demo')}>
              {t('game.playDemo')}
            </Button>
          )}
        </div>
      </div>
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
