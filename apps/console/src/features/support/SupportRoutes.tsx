import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { SubNav } from '../../shared/ui/SubNav.tsx';

const CallbacksPage = lazy(() => import('./pages/CallbacksPage.tsx'));
const LiveChatPage = lazy(() => import('./pages/LiveChatPage.tsx'));

const TABS = [
  { to: paths.support, label: 'Call-back queue', end: true },
  { to: `${paths.support}/live-chat`, label: 'Live chat' },
];

/** Support under /support (ADR 028): the call-back queue and the live-chat settings. */
export default function SupportRoutes() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">Support</h1>
      <SubNav label="Support" links={TABS} />
      <Routes>
        <Route index element={<CallbacksPage />} />
        <Route path="live-chat" element={<LiveChatPage />} />
      </Routes>
    </div>
  );
}
