import type { SignedInOperator } from '../../shared/session/operator.ts';

/** A marketing operator and CRM answers as the platform gives them, for the CRM's tests. */
export const MARKETING: SignedInOperator = {
  id: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
  email: 'mia@croupier.test',
  roles: ['marketing'],
  recoveryCodesLeft: 10,
};

const STAMPS = { createdAt: '2026-11-27T09:00:00.000Z', updatedAt: '2026-11-27T09:00:00.000Z' };
const EVERYONE = { audience: 'everyone', countries: [], languages: [], segment: null };

export const POPUP = {
  id: '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f01',
  record_type: 'welcome',
  name: 'Welcome (guests)',
  buttons: [{ label: 'Sign up', url: '/registration', type: null, size: null }],
  excluded_pages: ['/registration'],
  data: { title: 'Welcome to Croupier', body: 'Sign up in a minute.', image: null },
  targeting: { ...EVERYONE, audience: 'guests' },
  startsAt: null,
  endsAt: null,
  maxViews: 3,
  priority: 10,
  enabled: true,
  ...STAMPS,
};

export const CARD = {
  id: '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f02',
  name: 'Deposit reminder',
  title: 'Top up and play on',
  body: 'Your balance is waiting.',
  image: null,
  buttonLabel: 'Deposit',
  url: '/deposit',
  targeting: { ...EVERYONE, audience: 'players' },
  startsAt: null,
  endsAt: null,
  enabled: true,
  ...STAMPS,
};

export const MESSAGE = {
  id: '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f03',
  kind: 'instant',
  title: 'Play responsibly',
  body: 'Set deposit limits at any time.',
  url: null,
  targeting: { ...EVERYONE, audience: 'players' },
  startsAt: null,
  endsAt: null,
  enabled: true,
  ...STAMPS,
};

export const POPUP_TYPES = [
  { type: 'type_default', buttonType: 'secondary', buttonSize: 'medium' },
  { type: 'type_welcome', buttonType: 'primary', buttonSize: 'large' },
];
