/** Every page of the console, relative to its base (`/console/`). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  players: '/players',
  kyc: '/kyc',
  withdrawals: '/withdrawals',
  reports: '/reports',
  audit: '/audit',
  operators: '/operators',
} as const;

/** The left navigation, in its order. */
export const SECTIONS = [
  { path: paths.players, label: 'Players' },
  { path: paths.kyc, label: 'KYC queue' },
  { path: paths.withdrawals, label: 'Withdrawals' },
  { path: paths.reports, label: 'Reports' },
  { path: paths.audit, label: 'Audit log' },
  { path: paths.operators, label: 'Operators' },
] as const;
