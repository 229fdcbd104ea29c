import { sportsbookMessage } from '@croupier/contract/sports';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/Spinner.tsx';

/**
 * The sports frame (001 §2): the sportsbook full size in its container, with a loading state until
 * its page has loaded. Messages are taken only from the sportsbook's own origin.
 */
export function SportsFrame({
  url,
  title,
  onNotLoggedIn,
  onRouteUpdated,
  onBalanceChanged,
}: {
  url: string;
  title: string;
  onNotLoggedIn: () => void;
  onRouteUpdated: (subPath: string) => void;
  onBalanceChanged: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const origin = new URL(url, window.location.href).origin;
  const handlers = useRef({ onNotLoggedIn, onRouteUpdated, onBalanceChanged });
  handlers.current = { onNotLoggedIn, onRouteUpdated, onBalanceChanged };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = sportsbookMessage(event.data);
      if (!message) return;
      if (message.type === 'not-logged-in') handlers.current.onNotLoggedIn();
      else if (message.type === 'route-updated') handlers.current.onRouteUpdated(message.path);
      else handlers.current.onBalanceChanged();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <div className="relative h-[calc(100dvh-9rem)] min-h-[32rem] w-full overflow-hidden rounded-xl bg-surface">
      {!loaded && (
        <div className="absolute inset-0 grid place-items-center" aria-busy="true">
          <Spinner label={t('sports.loading')} />
        </div>
      )}
      <iframe
        title={title}
        src={url}
        onLoad={() => setLoaded(true)}
        referrerPolicy="origin"
        className="h-full w-full border-0"
      />
    </div>
  );
}
