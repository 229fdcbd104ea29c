import {
  type CardBody,
  crmEndpoints,
  type MessageBody,
  type OperatorCard,
  type OperatorMessage,
  type OperatorPopup,
  type PopupBody,
} from '@croupier/contract/crm';
import type { z } from 'zod';

/** The three things the CRM sends, each with its list, create, replace and delete calls. */
export const CRM_KINDS = {
  popups: {
    list: crmEndpoints.operatorPopups,
    create: crmEndpoints.operatorCreatePopup,
    update: crmEndpoints.operatorUpdatePopup,
    remove: crmEndpoints.operatorDeletePopup,
  },
  cards: {
    list: crmEndpoints.operatorCards,
    create: crmEndpoints.operatorCreateCard,
    update: crmEndpoints.operatorUpdateCard,
    remove: crmEndpoints.operatorDeleteCard,
  },
  messages: {
    list: crmEndpoints.operatorMessages,
    create: crmEndpoints.operatorCreateMessage,
    update: crmEndpoints.operatorUpdateMessage,
    remove: crmEndpoints.operatorDeleteMessage,
  },
} as const;
export type CrmKind = keyof typeof CRM_KINDS;

/** What each kind's calls answer and take. */
export interface CrmItems {
  popups: z.infer<typeof OperatorPopup>;
  cards: z.infer<typeof OperatorCard>;
  messages: z.infer<typeof OperatorMessage>;
}
export interface CrmBodies {
  popups: PopupBody;
  cards: CardBody;
  messages: MessageBody;
}
