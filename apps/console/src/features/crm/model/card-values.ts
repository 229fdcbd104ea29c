import type { CardBody, OperatorCard } from '@croupier/contract/crm';
import type { z } from 'zod';
import { type CommonValues, commonBody, commonValues, orNull } from './shared-values.ts';

export interface CardValues extends CommonValues {
  name: string;
  title: string;
  body: string;
  image: string;
  buttonLabel: string;
  url: string;
}

export const cardBody = (v: CardValues): CardBody => ({
  ...commonBody(v),
  name: v.name,
  title: v.title,
  body: v.body,
  image: orNull(v.image),
  buttonLabel: orNull(v.buttonLabel),
  url: orNull(v.url),
});

export const cardValues = (c: z.infer<typeof OperatorCard> | null): CardValues => ({
  ...commonValues(c, 'players'),
  name: c?.name ?? '',
  title: c?.title ?? '',
  body: c?.body ?? '',
  image: c?.image ?? '',
  buttonLabel: c?.buttonLabel ?? '',
  url: c?.url ?? '',
});
