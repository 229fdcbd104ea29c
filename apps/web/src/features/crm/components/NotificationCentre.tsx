import type { ContentCard } from '@croupier/contract/crm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Icon } from '../../../shared/ui/icons.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { getContentCards } from '../api/get-content-cards.ts';
import { getInbox } from '../api/get-inbox.ts';
import { postCardEvent } from '../api/post-card-event.ts';
import { crmKeys } from '../api/query-keys.ts';
import { readNotification } from '../api/read-notification.ts';

/**
 * The on-site notification centre (000 §2): a header button with the count of unread notifications,
 * opening the player's notifications and content cards (001 §3). Opening a card records `open`; its button
 * records `click` (a link to /deposit is tracked as a deposit opened from a promotion, 001 §4).
 */
export default function NotificationCentre() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const modals = useModals();
  const navigate = useNavigate();
  const inbox = useQuery({
    queryKey: crmKeys.inbox(uuid ?? ''),
    queryFn: ({ signal }) => getInbox(signal),
    enabled: !!uuid,
  });
  // The count is the server's: the notifications not yet read, exactly those the centre's list
  // marks as new. Content cards are offers ("For you"), not notifications: a card never read is
  // not an unread notification (the bell said "1 unread" over "No notifications.").
  const unread = inbox.data?.unread ?? 0;
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className="focus-ring relative shrink-0 rounded-lg p-2 font-semibold text-fg text-sm hover:bg-surface-hover"
      aria-label={t('crm.centre.button', { count: unread })}
      onClick={() =>
        modals.open({
          title: t('crm.centre.title'),
          onClose: () => void queryClient.invalidateQueries({ queryKey: crmKeys.all }),
          render: (close) => <CentrePanel uuid={uuid ?? ''} navigate={navigate} close={close} />,
        })
      }
    >
      <Icon name="bell" width="20" height="20" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="-top-1 -end-1 absolute rounded-full bg-primary px-1.5 text-primary-contrast text-xs"
        >
          {unread}
        </span>
      )}
    </button>
  );
}

function CentrePanel({
  uuid,
  navigate,
  close,
}: {
  uuid: string;
  navigate: NavigateFunction;
  close: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inbox = useQuery({ queryKey: crmKeys.inbox(uuid), queryFn: ({ signal }) => getInbox(signal) });
  const cards = useQuery({ queryKey: crmKeys.cards(uuid), queryFn: ({ signal }) => getContentCards(signal) });
  // Opening the centre reads its notifications.
  useEffect(() => {
    for (const n of inbox.data?.notifications ?? [])
      if (!n.read) void readNotification(n.id).catch(() => undefined);
  }, [inbox.data]);
  const notifications = inbox.data?.notifications ?? [];
  const cardList = cards.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('crm.centre.cards')} className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('crm.centre.cards')}</h3>
        {cardList.length === 0 && <p className="text-muted text-sm">{t('crm.centre.noCards')}</p>}
        {cardList.map((card) => (
          <Card
            key={card.id}
            card={card}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: crmKeys.cards(uuid) })}
            go={(url) => {
              close();
              if (url.startsWith('/')) navigate(url);
              else window.location.assign(url);
            }}
          />
        ))}
      </section>
      <section aria-label={t('crm.centre.notifications')} className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('crm.centre.notifications')}</h3>
        {notifications.length === 0 && <p className="text-muted text-sm">{t('crm.centre.empty')}</p>}
        <ul className="flex flex-col gap-2">
          {notifications.map((n) => (
            <li key={n.id} className="rounded-lg border border-line p-3">
              <p className="font-semibold">
                {!n.read && <span className="sr-only">{t('crm.centre.new')} </span>}
                {n.title}
              </p>
              {n.body && <p className="text-muted text-sm">{n.body}</p>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Card({
  card,
  onChanged,
  go,
}: {
  card: ContentCard;
  onChanged: () => void;
  go: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const record = (event: 'open' | 'click' | 'dismiss') =>
    postCardEvent(card.id, event).catch(() => undefined);
  return (
    <article className="rounded-lg border border-line p-3" aria-label={card.title}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          className="focus-ring rounded text-start font-semibold"
          onClick={() => {
            if (!open) void record('open');
            setOpen(!open);
          }}
        >
          {card.title}
        </button>
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs"
          onClick={() => void record('dismiss').then(onChanged)}
        >
          {t('crm.card.dismiss')}
        </Button>
      </div>
      {open && (
        <div className="mt-2 flex flex-col gap-2">
          {card.image && <img src={card.image} alt="" className="rounded" />}
          {card.body && <p className="text-muted text-sm">{card.body}</p>}
          {card.url && (
            <Button
              onClick={() => {
                const url = card.url as string;
                if (url.startsWith('/deposit')) track('deposit_from_promotion', { source: 'content-card' });
                void record('click').then(() => go(url));
              }}
            >
              {card.buttonLabel ?? t('crm.card.go')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
