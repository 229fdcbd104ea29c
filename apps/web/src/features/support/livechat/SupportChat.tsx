import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { chatLauncher } from '../../../shared/support/chat-launcher.ts';
import { useLiveChatConfig } from '../api/get-live-chat-config.ts';
import { groupFor, hiddenOn } from './config.ts';

/** True once the page has loaded and the browser is idle: nothing it gates runs in the first load. */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let handle: number | undefined;
    const done = () => {
      if (!cancelled) setIdle(true);
    };
    const schedule = () => {
      handle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(done, { timeout: 5000 })
          : window.setTimeout(done, 1);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', schedule);
      if (handle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
        else window.clearTimeout(handle);
      }
    };
  }, []);
  return idle;
}

const LiveWidget = lazy(async () => ({ default: (await import('./LiveWidget.tsx')).LiveWidget }));

/**
 * The support chat (000 §1, §9; ADR 028): a "Chat with support" button where the brand shows the
 * widget: floating on a desktop, in the bottom bar's Menu on a phone (where a floating button
 * covered the lobby's tiles; `shared/support/chat-launcher.ts`). The settings are read once the page
 * is idle, and the vendor's script loads only when the player asks for the chat, so no first load
 * (the lobby's above all) fetches it.
 */
export function SupportChat() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const idle = useAfterIdle();
  const config = useLiveChatConfig(idle);
  const [requests, setRequests] = useState(0);
  const [busy, setBusy] = useState(false);

  const group = config.data ? groupFor(config.data, i18n.language) : undefined;
  const offered = !!config.data && !!group && group.kind !== 'NONE';
  const hidden = config.data ? hiddenOn(config.data, pathname) : true;
  const available = offered && !hidden;
  // The phone's Menu shows the launcher from this state and asks through `chatLauncher.request`.
  useEffect(() => {
    chatLauncher.set({ available, busy });
  }, [available, busy]);
  useEffect(() => () => chatLauncher.set({ available: false, busy: false }), []);
  useEffect(
    () =>
      chatLauncher.answer(() => {
        setBusy(true);
        setRequests((n) => n + 1);
      }),
    [],
  );
  if (!offered || !group) return null;

  return (
    <>
      {requests > 0 && (
        <Suspense fallback={null}>
          <LiveWidget group={group} hidden={hidden} requests={requests} onSettled={() => setBusy(false)} />
        </Suspense>
      )}
      {!hidden && (
        <button
          type="button"
          onClick={() => chatLauncher.request()}
          disabled={busy}
          aria-busy={busy || undefined}
          // Below lg (a phone) the launcher is an item of the bottom bar's Menu instead.
          className="focus-ring fixed end-4 bottom-4 z-40 rounded-full bg-primary px-4 py-2 font-semibold text-primary-contrast text-sm shadow-lg hover:brightness-110 disabled:opacity-70 max-lg:hidden"
        >
          {busy ? t('support.chat.loading') : t('support.chat.open')}
        </button>
      )}
    </>
  );
}
