import { CRM } from '../../../shared/api/query-keys.ts';

export const crmKeys = {
  all: CRM,
  popups: (viewer: string, language: string, country?: string) =>
    [...CRM, 'popups', viewer, language, country ?? null] as const,
  cards: (uuid: string) => [...CRM, 'cards', uuid] as const,
  inbox: (uuid: string) => [...CRM, 'inbox', uuid] as const,
};
