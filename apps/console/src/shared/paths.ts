/** Every page of the console, relative to its base (`/console/`). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  /** A new operator's one-time enrolment link (the token follows `#`). */
  activate: '/activate',
  account: '/account',
  players: '/players',
  kyc: '/kyc',
  withdrawals: '/withdrawals',
  reports: '/reports',
  campaigns: '/campaigns',
  crm: '/crm',
  support: '/support',
  errorReports: '/error-reports',
  tournaments: '/tournaments',
  loyalty: '/loyalty',
  rewards: '/rewards',
  catalogue: '/catalogue',
  brand: '/brand',
  audit: '/audit',
  operators: '/operators',
} as const;
