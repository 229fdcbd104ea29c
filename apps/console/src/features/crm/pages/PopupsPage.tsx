import type { CrmItems } from '../api/crm-kinds.ts';
import { CrmListPage } from '../components/CrmListPage.tsx';
import { PopupForm } from '../components/PopupForm.tsx';

type Popup = CrmItems['popups'];
const nameOf = (p: Popup) => p.name;
const detailOf = (p: Popup) =>
  `“${p.data.title}” · type ${p.record_type} · priority ${p.priority} · ${
    p.maxViews === null ? 'until clicked or closed' : `at most ${p.maxViews} views`
  }`;

/** Web popups (001 §3, §4): shown over the player site to the viewers their targeting takes in. */
export default function PopupsPage() {
  return (
    <CrmListPage
      kind="popups"
      title="Popups"
      noun="popup"
      intro="Web popups show over the player site, one at a time, highest priority first, until the viewer clicks or closes them or has seen them the most times allowed."
      nameOf={nameOf}
      detailOf={detailOf}
      form={(popup, onDone) => <PopupForm popup={popup} onDone={onDone} />}
    />
  );
}
