/** Operator accounts and API keys (admin). */
export const operatorsKeys = {
  all: ['operators'] as const,
  list: () => [...operatorsKeys.all, 'list'] as const,
  apiKeys: () => [...operatorsKeys.all, 'api-keys'] as const,
};
