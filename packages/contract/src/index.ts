export * from './auth.ts';
export * from './cashier.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './documents.ts';
export * from './errors.ts';
export * from './favorites.ts';
export * from './games.ts';
export * from './http.ts';
export * from './kyc.ts';
export * from './paging.ts';
export * from './play.ts';
export * from './profile.ts';
export * from './rules/cashier.ts';
export * from './rules/credentials.ts';
export * from './rules/device.ts';
export * from './rules/documents.ts';
export * from './rules/fields.ts';
export * from './rules/locale.ts';
export * from './rules/money.ts';
export * from './rules/phone.ts';
export * from './rules/profile.ts';
export * from './rules/site-path.ts';
export * from './rules/text.ts';
export * from './rules/translate.ts';
export * from './seamless-wallet.ts';
export * from './studio.ts';
export * from './wallet.ts';

import { authEndpoints } from './auth.ts';
import { cashierEndpoints } from './cashier.ts';
import { contentEndpoints } from './content.ts';
import { documentEndpoints } from './documents.ts';
import { favoritesEndpoints } from './favorites.ts';
import { gamesEndpoints } from './games.ts';
import { kycEndpoints } from './kyc.ts';
import { playEndpoints } from './play.ts';
import { profileEndpoints } from './profile.ts';
import { walletEndpoints } from './wallet.ts';

/** Every call of the contract, by id. The server registers each; the web calls them by id. */
export const endpoints = {
  ...gamesEndpoints,
  ...contentEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...playEndpoints,
  ...documentEndpoints,
  ...kycEndpoints,
  ...walletEndpoints,
  ...cashierEndpoints,
  ...favoritesEndpoints,
} as const;
export type Endpoints = typeof endpoints;
