import type { PromoCodeRecord, RewardTemplate } from '@croupier/contract/rewards-operator';
import type { SignedInOperator } from '../../shared/session/operator.ts';

/** What the rewards tests' stubbed platform answers. */
export const MARKETING: SignedInOperator = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'mia@croupier.test',
  roles: ['marketing'],
  recoveryCodesLeft: 10,
};

export const TEMPLATE: RewardTemplate = {
  templateUUID: '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  kind: 'BONUS',
  name: 'Welcome 10',
  content: { en: { title: 'Ten free', description: '', image: null, terms: '' } },
  amounts: { USD: '10.00' },
  depositPercent: null,
  minDeposit: {},
  wageringMultiplier: 5,
  contributions: { 'table-games': 10 },
  defaultContribution: 100,
  maxConversion: {},
  maxBet: {},
  sports: { contribution: 100, minOdds: 1.5 },
  freeSpins: null,
  claimDays: 7,
  validDays: 30,
  enabled: true,
  createdAt: '2026-11-27T10:00:00Z',
};

export const PROMO: PromoCodeRecord = {
  code: 'spring10',
  templateUUID: TEMPLATE.templateUUID,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  maxUses: 100,
  maxUsesPerPlayer: 1,
  countries: ['US'],
  currencies: [],
  enabled: true,
  uses: 7,
  createdAt: '2026-11-27T10:00:00Z',
};
