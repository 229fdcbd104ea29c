import type { SignedInOperator } from '../../shared/session/operator.ts';

/** A support operator and call-back requests as the platform answers them, for Support's tests. */
export const SUPPORT: SignedInOperator = {
  id: '6b8d0f2a-3c5e-4a7b-9d1f-2a4c6e8b0d1f',
  email: 'sam@croupier.test',
  roles: ['support'],
  recoveryCodesLeft: 10,
};

export const OPEN_REQUEST = {
  id: '1f2e3d4c-5b6a-4978-8a7b-6c5d4e3f2a1b',
  phone: '12025550123',
  name: 'Ada Player',
  brand: 'croupier',
  playerUUID: null,
  status: 'OPEN',
  createdAt: '2026-11-27T10:00:00.000Z',
  handledAt: null,
  note: null,
};

export const HANDLED_REQUEST = {
  ...OPEN_REQUEST,
  status: 'HANDLED',
  handledAt: '2026-11-27T10:30:00.000Z',
  note: 'Called back; wants a higher deposit limit.',
};

export const pageOf = (content: unknown[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});
