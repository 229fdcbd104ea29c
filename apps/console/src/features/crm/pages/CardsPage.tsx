import type { CrmItems } from '../api/crm-kinds.ts';
import { CardForm } from '../components/CardForm.tsx';
import { CrmListPage } from '../components/CrmListPage.tsx';

type Card = CrmItems['cards'];
const nameOf = (c: Card) => c.name;
const detailOf = (c: Card) => `“${c.title}”${c.buttonLabel ? ` · button ${c.buttonLabel}` : ''}`;

/** Content cards (001 §3): in the logged-in player's notification centre until dismissed. */
export default function CardsPage() {
  return (
    <CrmListPage
      kind="cards"
      title="Content cards"
      noun="content card"
      intro="Content cards wait in a logged-in player's notification centre until dismissed. Sent counts the players they were first delivered to."
      nameOf={nameOf}
      detailOf={detailOf}
      form={(card, onDone) => <CardForm card={card} onDone={onDone} />}
    />
  );
}
