import type { LiveChatConfig } from '@croupier/contract/content';
import { supportEndpoints } from '@croupier/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { liveChatSettingsQuery } from './get-live-chat-settings.ts';

export const updateLiveChatSettings = (body: LiveChatConfig) =>
  callEndpoint(supportEndpoints.updateLiveChatSettings, { body });

/** Replaces the live-chat settings; the player site answers the new ones at once. */
export function useUpdateLiveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLiveChatSettings,
    onSuccess: (saved) => queryClient.setQueryData(liveChatSettingsQuery.queryKey, saved),
  });
}
