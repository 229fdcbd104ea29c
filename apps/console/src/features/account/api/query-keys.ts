/** The signed-in operator's own account, beside the operator query of shared/session. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
