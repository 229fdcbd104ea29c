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
  catalogue: '/catalogue',
  brand: '/brand',
  audit: '/audit',
  operators: '/operators',
} as const;
