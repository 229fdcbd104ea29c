/** The CRM's popups, cards, messages, popup types and event counts (marketing). */
export const crmKeys = {
  all: ['crm'] as const,
  list: (kind: string) => [...crmKeys.all, kind] as const,
  popupTypes: () => [...crmKeys.all, 'popup-types'] as const,
  counts: (id: string) => [...crmKeys.all, 'counts', id] as const,
};
