/** The call-back queue's filters besides the state, as the platform reads them; one left out keeps all. */
export interface CallbackFilters {
  /** Digits of the phone, or part of them. */
  phone?: string;
  playerUUID?: string;
  /** The first instant kept, and the last (both kept). */
  from?: string;
  to?: string;
}

/** Call-back requests and the live-chat settings (support). */
export const supportKeys = {
  all: ['support'] as const,
  callbacks: () => [...supportKeys.all, 'callbacks'] as const,
  callbackPage: (status: string, filters: CallbackFilters, page: number) =>
    [...supportKeys.callbacks(), status, filters, page] as const,
  liveChat: () => [...supportKeys.all, 'live-chat'] as const,
};
