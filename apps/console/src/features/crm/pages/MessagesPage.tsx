import type { CrmItems } from '../api/crm-kinds.ts';
import { CrmListPage } from '../components/CrmListPage.tsx';
import { MESSAGE_KIND_LABELS, MessageForm } from '../components/MessageForm.tsx';

type Message = CrmItems['messages'];
const nameOf = (m: Message) => m.title;
const detailOf = (m: Message) => MESSAGE_KIND_LABELS[m.kind];

/** Instant messages and notifications (000 §2) for logged-in players. */
export default function MessagesPage() {
  return (
    <CrmListPage
      kind="messages"
      title="Messages"
      noun="message"
      intro="An instant message shows to the player until they acknowledge it; a notification waits, unread, in their notification centre."
      nameOf={nameOf}
      detailOf={detailOf}
      form={(message, onDone) => <MessageForm message={message} onDone={onDone} />}
    />
  );
}
