import type { CampaignRecord, WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import type { RewardTemplate } from '@croupier/contract/rewards-operator';

/** Records as the platform answers them, for the campaigns' component tests. */
export const TEMPLATE: RewardTemplate = {
  templateUUID: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  kind: 'BONUS',
  name: 'Casino reload',
  content: { en: { title: '50% reload bonus', description: '', image: null, terms: '' } },
  amounts: { USD: '50.00' },
  depositPercent: 50,
  minDeposit: {},
  wageringMultiplier: 5,
  contributions: {},
  defaultContribution: 100,
  maxConversion: {},
  maxBet: {},
  sports: { contribution: 100, minOdds: 1.5 },
  freeSpins: null,
  claimDays: 7,
  validDays: 30,
  enabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const campaign = (extra: Partial<CampaignRecord> = {}): CampaignRecord => ({
  campaignUUID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Friday deposit',
  typeKey: 'casino-bonuses',
  trigger: 'deposit',
  optIn: true,
  visibility: 'all',
  whiteListCountries: [],
  whiteListCurrencies: [],
  blackListCountries: [],
  group: null,
  levels: [{ templateUUID: TEMPLATE.templateUUID, minDeposit: { USD: '20.00' }, wager: {} }],
  content: {
    en: { title: 'Friday reload', description: 'Half again', image: null, terms: '', buttonLink: '/deposit' },
  },
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-12-05T10:00:00.000Z',
  state: 'DRAFT',
  createdAt: '2026-11-10T00:00:00.000Z',
  updatedAt: '2026-11-10T00:00:00.000Z',
  ...extra,
});

export const PACK: WelcomePackRecord = {
  uid: '1b2c3d4e-5f60-4718-829a-3b4c5d6e7f80',
  campaignUUID: campaign().campaignUUID,
  content: {
    en: { title: 'Casino starter', description: 'Three deposits', steps: ['100% first deposit'] },
    de: { title: 'Casino-Start', description: '', steps: [] },
  },
  icon: null,
  isDefault: true,
  buttonLink: '/deposit',
  position: 1,
};
