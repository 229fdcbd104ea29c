import type { MESSAGE_KINDS, MessageBody, OperatorMessage } from '@croupier/contract/crm';
import type { z } from 'zod';
import { type CommonValues, commonBody, commonValues, orNull } from './shared-values.ts';

export interface MessageValues extends CommonValues {
  kind: (typeof MESSAGE_KINDS)[number];
  title: string;
  body: string;
  url: string;
}

export const messageBody = (v: MessageValues): MessageBody => ({
  ...commonBody(v),
  kind: v.kind,
  title: v.title,
  body: v.body,
  url: orNull(v.url),
});

export const messageValues = (m: z.infer<typeof OperatorMessage> | null): MessageValues => ({
  ...commonValues(m, 'players'),
  kind: m?.kind ?? 'instant',
  title: m?.title ?? '',
  body: m?.body ?? '',
  url: m?.url ?? '',
});
