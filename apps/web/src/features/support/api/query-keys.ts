/** The support feature's query keys (not a player's data: the brand's live-chat settings). */
export const supportKeys = {
  liveChat: () => ['support', 'live-chat'] as const,
};
