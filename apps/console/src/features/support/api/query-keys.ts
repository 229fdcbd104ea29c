/** Call-back requests and the live-chat settings (support). */
export const supportKeys = {
  all: ['support'] as const,
  callbacks: () => [...supportKeys.all, 'callbacks'] as const,
  callbackPage: (status: string, page: number) => [...supportKeys.callbacks(), status, page] as const,
  liveChat: () => [...supportKeys.all, 'live-chat'] as const,
};
