import type { LiveChatGroup } from '@croupier/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../shared/profile/get-profile.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { toastError } from '../../../shared/ui/toast.tsx';
import { identify, openChat, setLanguage, setVisible, switchGroup } from './controller.ts';
import type { Visitor } from './vendors.ts';

/**
 * The loaded widget's side (loaded with the first "Chat with support", so the profile contract and
 * the adapters stay out of the first load): opens the chat on each request, passes the player's name
 * and e-mail, follows the language (and its group) and the page's visibility.
 */
export function LiveWidget({
  group,
  hidden,
  requests,
  onSettled,
}: {
  group: LiveChatGroup;
  hidden: boolean;
  /** Incremented on each "Chat with support". */
  requests: number;
  onSettled: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { uuid, isLogged } = useSession();
  const profile = useProfile(isLogged ? uuid : null);
  const p = profile.data;
  const visitor: Visitor | null = p
    ? {
        name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || p.email || '',
        email: p.email ?? '',
      }
    : null;
  const visitorKey = visitor ? `${visitor.name}\n${visitor.email}` : '';
  const language = i18n.language;
  const latest = useRef({ group, visitor, onSettled, language });
  latest.current = { group, visitor, onSettled, language };

  useEffect(() => {
    if (requests === 0) return;
    const { group: g, visitor: v, onSettled: settled, language: l } = latest.current;
    void openChat(g, v, l)
      .then((ok) => {
        if (!ok) toastError(t('support.chat.failed'));
      })
      .finally(settled);
  }, [requests, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the visitor's text is what changes
  useEffect(() => {
    if (latest.current.visitor) identify(latest.current.visitor);
  }, [visitorKey]);

  useEffect(() => switchGroup(group), [group]);
  useEffect(() => setLanguage(language), [language]);
  useEffect(() => setVisible(!hidden), [hidden]);
  return null;
}
