import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfile } from '../../../shared/profile/get-profile.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { toastError } from '../../../shared/ui/toast.tsx';
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

const loadController = () => import('./controller.ts');

/**
 * The support chat (000 §1, §9; ADR 028): a "Chat with support" button where the brand shows the
 * widget. The vendor's script loads only when the player asks for the chat, so no page's first load
 * (the lobby's above all) fetches it; then the widget gets the player's name and e-mail, follows the
 * language's group and hides on the pages the brand lists.
 */
export function SupportChat() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const idle = useAfterIdle();
  const config = useLiveChatConfig(idle);
  const { uuid, isLogged } = useSession();
  const profile = useProfile(isLogged ? uuid : null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const group = config.data ? groupFor(config.data, i18n.language) : undefined;
  const hidden = !config.data || !group || group.kind === 'NONE' || hiddenOn(config.data, pathname);
  const p = profile.data;
  const visitor = p
    ? {
        name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || p.email || '',
        email: p.email ?? '',
      }
    : null;
  const visitorKey = visitor ? `${visitor.name}\n${visitor.email}` : '';

  useEffect(() => {
    if (loaded) void loadController().then((c) => c.setVisible(!hidden));
  }, [hidden, loaded]);

  useEffect(() => {
    if (loaded && group) void loadController().then((c) => c.switchGroup(group));
  }, [group, loaded]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the visitor's text is what changes
  useEffect(() => {
    if (loaded && visitor) void loadController().then((c) => c.identify(visitor));
  }, [visitorKey, loaded]);

  if (hidden || !group) return null;

  const open = async () => {
    setBusy(true);
    try {
      const controller = await loadController();
      setLoaded(true);
      if (!(await controller.openChat(group, visitor))) toastError(t('support.chat.failed'));
    } catch {
      toastError(t('support.chat.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={busy}
      aria-busy={busy || undefined}
      className="focus-ring fixed right-4 bottom-4 z-40 rounded-full bg-primary px-4 py-2 font-semibold text-primary-contrast text-sm shadow-lg hover:brightness-110 disabled:opacity-70"
    >
      {busy ? t('support.chat.loading') : t('support.chat.open')}
    </button>
  );
}
