import { useQuery } from '@tanstack/react-query';
import { liveChatSettingsQuery } from '../api/get-live-chat-settings.ts';
import { LiveChatForm } from '../components/LiveChatForm.tsx';

/** The brand's live chat (000 §3; ADR 028): which widget answers each language. */
export default function LiveChatPage() {
  const settings = useQuery(liveChatSettingsQuery);
  return (
    <section aria-labelledby="live-chat-title" className="flex flex-col gap-4">
      <h2 id="live-chat-title" className="font-bold text-xl">
        Live chat
      </h2>
      <p className="text-slate-700">
        The chat widget the player site loads for each language; the row named default serves every language
        without its own. The site answers the new settings as soon as they are saved.
      </p>
      {settings.isError ? (
        <p role="alert" className="text-red-800">
          The live-chat settings could not be loaded. {settings.error.message}
        </p>
      ) : settings.data ? (
        <LiveChatForm settings={settings.data} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}
