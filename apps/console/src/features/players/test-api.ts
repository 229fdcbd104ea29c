import type { OperatorRole } from '@croupier/contract';
import type { SignedInOperator } from '../../shared/session/operator.ts';

/** A signed-in operator with these roles. */
export const operatorWith = (...roles: OperatorRole[]): SignedInOperator => ({
  id: '0b6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5b',
  email: `${roles.join('-')}@croupier.test`,
  roles,
  recoveryCodesLeft: 10,
});

/** Fixtures of the players' calls, for the contract-keyed fetch stub (`test/endpoint-stub.ts`). */
export const page = <T>(content: T[]) => ({
  content,
  page: 0,
  size: 25,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
});

export const PLAYER_UUID = '4f6a2b0e-8f7c-4c51-9a0e-0d7e3c1b2a10';

export const summary = {
  uuid: PLAYER_UUID,
  email: 'ada@example.com',
  phone: '+12025550101',
  username: 'countess',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'GB',
  currency: 'USD',
  createdAt: '2026-11-01T10:00:00.000Z',
  locked: false,
};

export const overview = (lock: { at: string; reason: string; by: string } | null = null) => ({
  profile: {
    ...summary,
    locked: undefined,
    birthDate: '1815-12-10',
    city: 'London',
    address: null,
    languageCode: 'en',
    emailVerified: true,
    phoneNumberVerified: false,
  },
  balances: [{ currency: 'USD', real: 25.5, bonus: 5, withdrawable: 25.5 }],
  status: { lock, selfRestrictedUntil: null, selfRestrictedPermanent: false },
});

export const adjustment = (over: Record<string, unknown> = {}) => ({
  id: '9b1f7a52-2d4e-4d9a-8f3c-6a1e0b2c3d4e',
  playerUuid: PLAYER_UUID,
  direction: 'CREDIT',
  amount: 150,
  currency: 'USD',
  reason: 'Goodwill',
  status: 'PENDING_APPROVAL',
  requestedBy: 'maker@croupier.test',
  requestedAt: '2026-11-27T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...over,
});
