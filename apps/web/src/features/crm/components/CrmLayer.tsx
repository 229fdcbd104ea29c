import type { PlayerMessage, WebPopup } from '@croupier/contract/crm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { useMarket } from '../../../shared/brand/index.ts';
import { consent, onConsentChange } from '../../../shared/consent/index.ts';
import { getCookie } from '../../../shared/lib/cookies.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ANONYMOUS_ID_COOKIE } from '../../../shared/session/visitor.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { acknowledgeMessage } from '../api/acknowledge-message.ts';
import { getEdgePopups } from '../api/get-edge-popups.ts';
import { getInbox } from '../api/get-inbox.ts';
import { postPopupEvent } from '../api/post-popup-event.ts';
import { crmKeys } from '../api/query-keys.ts';
import {
  isAcknowledgedLocally,
  isExcluded,
  isHiddenLocally,
  setAcknowledgedLocally,
  setLocalStatus,
} from '../local-status.ts';

/**
 * Web popups (001 §3, §4) and instant messages (000 §2), loaded after the shell. Popups wait for the
 * cookie choice, so the consent banner is never behind one; one popup at a time, each at most once
 * per page load, never on its excluded pages. Instant messages stay until acknowledged.
 */
export default function CrmLayer() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLogged, uuid } = useSession();
  const { i18n } = useTranslation();
  const market = useMarket();
  const modals = useModals();
  const [decided, setDecided] = useState(() => consent() !== null);
  useEffect(() => onConsentChange((c) => setDecided(c !== null)), []);

  const anonymousId = isLogged ? undefined : getCookie(ANONYMOUS_ID_COOKIE);
  const language = i18n.language;
  // A guest is in the brand's default market: country targeting applies to it (a player's is known).
  const country = isLogged ? undefined : market.countryCode;
  const popups = useQuery({
    queryKey: crmKeys.popups(uuid ?? anonymousId ?? 'guest', language, country),
    queryFn: ({ signal }) =>
      getEdgePopups({ ...(anonymousId && { anonymousId }), ...(country && { country }), language }, signal),
    enabled: decided,
    staleTime: 5 * 60_000,
  });
  const inbox = useQuery({
    queryKey: crmKeys.inbox(uuid ?? ''),
    queryFn: ({ signal }) => getInbox(signal),
    enabled: isLogged && !!uuid,
  });

  const shown = useRef(new Set<string>());
  const [popupOpen, setPopupOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const queryClient = useQueryClient();

  // Instant messages first: they must be acknowledged.
  useEffect(() => {
    if (messageOpen || popupOpen) return;
    const next = inbox.data?.instant.find((m) => !isAcknowledgedLocally(m.id));
    if (!next) return;
    setMessageOpen(true);
    modals.open({
      title: next.title,
      dismissible: false,
      render: (close) => (
        <InstantMessage
          message={next}
          onAcknowledge={async () => {
            await acknowledgeMessage(next.id);
            setAcknowledgedLocally(next.id);
            close();
            setMessageOpen(false);
            void queryClient.invalidateQueries({ queryKey: crmKeys.all });
          }}
        />
      ),
    });
  }, [inbox.data, messageOpen, popupOpen, modals, queryClient]);

  useEffect(() => {
    if (popupOpen || messageOpen || !decided) return;
    const next = popups.data?.find(
      (p) => !shown.current.has(p.id) && !isHiddenLocally(p.id) && !isExcluded(p.excluded_pages, pathname),
    );
    if (!next) return;
    shown.current.add(next.id);
    setPopupOpen(true);
    setLocalStatus(next.id, 'view');
    void postPopupEvent(next.id, 'view', anonymousId).catch(() => undefined);
    let done = false;
    const finish = (event: 'click' | 'dismiss') => {
      if (done) return;
      done = true;
      setLocalStatus(next.id, event);
      void postPopupEvent(next.id, event, anonymousId).catch(() => undefined);
      setPopupOpen(false);
    };
    modals.open({
      title: next.data.title,
      onClose: () => finish('dismiss'),
      render: (close) => <PopupContent popup={next} navigate={navigate} finish={finish} close={close} />,
    });
  }, [popups.data, pathname, popupOpen, messageOpen, decided, modals, navigate, anonymousId]);

  return null;
}

const SIZES = { small: 'px-3 py-1 text-xs', medium: '', large: 'px-6 py-3 text-base' } as const;

function PopupContent({
  popup,
  navigate,
  finish,
  close,
}: {
  popup: WebPopup;
  navigate: NavigateFunction;
  finish: (event: 'click' | 'dismiss') => void;
  close: () => void;
}) {
  return (
    <div className="flex flex-col gap-4" data-record-type={popup.record_type}>
      {popup.data.image && <img src={popup.data.image} alt="" className="w-full rounded-lg" />}
      {popup.data.body && <p className="whitespace-pre-line text-muted">{popup.data.body}</p>}
      {popup.buttons.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {popup.buttons.map((b) => (
            <Button
              key={b.label}
              variant={b.type}
              className={SIZES[b.size]}
              onClick={() => {
                finish(b.url ? 'click' : 'dismiss');
                close();
                if (b.url?.startsWith('/')) navigate(b.url);
                else if (b.url) window.location.assign(b.url);
              }}
            >
              {b.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

function InstantMessage({
  message,
  onAcknowledge,
}: {
  message: PlayerMessage;
  onAcknowledge: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {message.body && <p className="whitespace-pre-line text-muted">{message.body}</p>}
      {failed && (
        <p role="alert" className="text-danger text-sm">
          {t('crm.acknowledgeFailed')}
        </p>
      )}
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          onAcknowledge().catch(() => {
            setFailed(true);
            setBusy(false);
          });
        }}
      >
        {t('crm.acknowledge')}
      </Button>
    </div>
  );
}
