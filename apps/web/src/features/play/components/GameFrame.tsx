import type { PlatformToStudio } from '@croupier/contract/studio';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deviceType } from '../../../shared/device.ts';
import { usePlayPaused } from '../../../shared/protection/play-pause.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { studioMessage } from '../model/studio-message.ts';

/** Tells the studio's page to pause or resume (contract studio.ts `PlatformToStudio`). */
function tellStudio(frame: HTMLIFrameElement | null, origin: string, type: PlatformToStudio['type']) {
  const message: PlatformToStudio = { source: 'croupier-platform', type };
  frame?.contentWindow?.postMessage(message, origin);
}

/**
 * The game studio's page in a frame (000 §4 Game). On mobile, full screen is an overlay over the
 * whole page (000 §4), a modal dialog named after the game; elsewhere it uses the Fullscreen API,
 * or the overlay where the browser lacks it. On a phone held upright the frame is tall. Messages are only taken from the studio's own origin.
 */
export function GameFrame({
  url,
  title,
  exitPath,
  onRound,
  onClose,
}: {
  url: string;
  title: string;
  exitPath: string;
  /** A round was played (the studio's message). */
  onRound?: () => void;
  /** The game closed: the player left it or the frame went away. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [overlay, setOverlay] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const leave = useRef<HTMLButtonElement>(null);
  const studioOrigin = new URL(url, window.location.href).origin;
  const frame = useRef<HTMLIFrameElement>(null);
  const paused = usePlayPaused();
  const told = useRef(false);

  // A reality check covers the game: the studio pauses, and resumes after; a game never paused is
  // told nothing.
  useEffect(() => {
    if (!paused && !told.current) return;
    told.current = paused;
    tellStudio(frame.current, studioOrigin, paused ? 'pause' : 'resume');
  }, [paused, studioOrigin]);

  // A game page that loads while play is paused (a frame mounted under the check, or reloaded) is
  // told once it has loaded: a message sent before then went to the blank page the frame started on.
  const onLoad = () => {
    if (!paused) return;
    told.current = true;
    tellStudio(frame.current, studioOrigin, 'pause');
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== studioOrigin) return;
      const message = studioMessage(event.data);
      if (message?.type === 'round') onRound?.();
      if (message?.type === 'exit') navigate(exitPath);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [studioOrigin, navigate, exitPath, onRound]);

  // Leaving by the exit button, another page or another mode all unmount the frame.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => () => close.current?.(), []);

  useEffect(() => {
    if (!overlay) return;
    // The overlay is a modal dialog: focus goes to its way out, and back to Full screen after.
    leave.current?.focus();
    const returnTo = opener.current;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOverlay(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      returnTo?.focus();
    };
  }, [overlay]);

  const fullScreen = () => {
    const el = box.current;
    if (deviceType() !== 'MOBILE' && el?.requestFullscreen && document.fullscreenEnabled)
      void el.requestFullscreen();
    else setOverlay(true);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={box}
        inert={paused}
        {...(overlay && { role: 'dialog', 'aria-modal': true, 'aria-label': title })}
        className={
          overlay
            ? 'fixed inset-0 z-50 flex flex-col bg-bg'
            : // A phone held upright gets a tall frame (the game's own portrait layout), not a 16:9 strip.
              'relative aspect-video w-full overflow-hidden rounded-xl max-lg:portrait:aspect-auto max-lg:portrait:h-[max(24rem,calc(100svh-19rem))]'
        }
      >
        {overlay && (
          <Button ref={leave} variant="secondary" className="m-2 self-end" onClick={() => setOverlay(false)}>
            {t('game.exitFullScreen')}
          </Button>
        )}
        <iframe
          ref={frame}
          title={title}
          src={url}
          onLoad={onLoad}
          allow="fullscreen; autoplay"
          referrerPolicy="origin"
          className="h-full w-full flex-1 border-0 bg-black"
        />
      </div>
      <div className="flex justify-end">
        <Button ref={opener} variant="secondary" onClick={fullScreen}>
          {t('game.fullScreen')}
        </Button>
      </div>
    </div>
  );
}
