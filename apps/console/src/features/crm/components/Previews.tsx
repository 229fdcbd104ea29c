import {
  type ButtonSize,
  type ButtonType,
  type CardBody,
  DEFAULT_BUTTON_SIZE,
  DEFAULT_BUTTON_TYPE,
  type MessageBody,
  type PopupBody,
  type PopupTypeEntry,
} from '@croupier/contract/crm';
import type { z } from 'zod';

/*
 * The console's own small likeness of how the player site shows a popup, a content card and an
 * instant message or notification, drawn from the same data the platform will answer. It does not
 * import the player site (apps/web), whose look belongs to each brand's theme; it shows the content,
 * the buttons with their type and size, and the order of things.
 */

type Look = z.infer<typeof ButtonType>;
type Size = z.infer<typeof ButtonSize>;
const LOOKS: Record<Look, string> = {
  primary: 'bg-blue-800 text-white',
  secondary: 'border border-slate-500 bg-white text-slate-900',
  ghost: 'text-blue-800 underline',
};
const SIZES: Record<Size, string> = {
  small: 'px-2 py-0.5 text-xs',
  medium: 'px-3 py-1 text-sm',
  large: 'px-5 py-2',
};

/** A button as drawn: not a real button (the preview does nothing), so not in the tab order. */
function FakeButton({ label, look, size }: { label: string; look: Look; size: Size }) {
  return <span className={`inline-block rounded font-semibold ${LOOKS[look]} ${SIZES[size]}`}>{label}</span>;
}

function Frame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-lg border border-slate-300 bg-slate-100 p-3">
      <figcaption className="mb-2 text-slate-600 text-xs">{label}</figcaption>
      <div className="rounded-lg bg-white p-4 shadow">{children}</div>
    </figure>
  );
}

/** The popup as the site's dialog shows it: title, close, image, text, and up to three buttons. */
export function PopupPreview({
  popup,
  types,
}: {
  popup: PopupBody;
  types: readonly z.infer<typeof PopupTypeEntry>[];
}) {
  const entry = types.find((t) => t.type === `type_${popup.record_type ?? 'default'}`);
  return (
    <Frame label="Web popup (a dialog over the page)">
      <div className="flex items-start justify-between gap-2">
        <p className="font-bold text-lg">{popup.data.title || 'Title'}</p>
        <span aria-hidden="true" className="text-slate-500">
          ✕
        </span>
      </div>
      {popup.data.image && <img src={popup.data.image} alt="" className="mt-2 w-full rounded" />}
      {popup.data.body && <p className="mt-2 whitespace-pre-line text-slate-700">{popup.data.body}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {(popup.buttons ?? []).map((b, i) => (
          <FakeButton
            // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are edited in place, in order.
            key={i}
            label={b.label || 'Button'}
            look={b.type ?? entry?.buttonType ?? DEFAULT_BUTTON_TYPE}
            size={b.size ?? entry?.buttonSize ?? DEFAULT_BUTTON_SIZE}
          />
        ))}
      </div>
    </Frame>
  );
}

/** The content card as the notification centre lists it, open. */
export function CardPreview({ card }: { card: CardBody }) {
  return (
    <Frame label="Content card (in the notification centre)">
      <p className="font-semibold">{card.title || 'Title'}</p>
      {card.image && <img src={card.image} alt="" className="mt-2 w-full rounded" />}
      {card.body && <p className="mt-1 whitespace-pre-line text-slate-700 text-sm">{card.body}</p>}
      {card.buttonLabel && (
        <div className="mt-2">
          <FakeButton label={card.buttonLabel} look="primary" size="small" />
        </div>
      )}
    </Frame>
  );
}

/** An instant message (a dialog that must be acknowledged) or a notification (a line in the centre). */
export function MessagePreview({ message }: { message: MessageBody }) {
  if (message.kind === 'instant') {
    return (
      <Frame label="Instant message (a dialog with no close: it must be acknowledged)">
        <p className="font-bold text-lg">{message.title || 'Title'}</p>
        {message.body && <p className="mt-2 whitespace-pre-line text-slate-700">{message.body}</p>}
        <div className="mt-3">
          <FakeButton label="I have read this" look="primary" size="medium" />
        </div>
      </Frame>
    );
  }
  return (
    <Frame label="Notification (in the notification centre, unread)">
      <p className="font-semibold">
        <span aria-hidden="true" className="mr-1 text-blue-800">
          ●
        </span>
        {message.title || 'Title'}
      </p>
      {message.body && <p className="mt-1 whitespace-pre-line text-slate-700 text-sm">{message.body}</p>}
      {message.url && <p className="mt-1 text-blue-800 text-sm underline">{message.url}</p>}
    </Frame>
  );
}
