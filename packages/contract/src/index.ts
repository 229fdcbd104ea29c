export * from './analytics.ts';
export * from './auth.ts';
export * from './bets.ts';
export * from './brand-operator.ts';
export * from './campaigns.ts';
export * from './campaigns-operator.ts';
export * from './catalogue-operator.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './crm.ts';
export * from './errors.ts';
export * from './favorites.ts';
export * from './games.ts';
export * from './http.ts';
export * from './live.ts';
export * from './loyalty.ts';
export * from './operators.ts';
export * from './paging.ts';
export * from './payments.ts';
export * from './payments-operator.ts';
export * from './play.ts';
export * from './players-operator.ts';
export * from './profile.ts';
export * from './protection.ts';
export * from './protection-brand.ts';
export * from './protection-breaks.ts';
export * from './protection-operator.ts';
export * from './protection-session.ts';
export * from './reports.ts';
export * from './rewards.ts';
export * from './rewards-operator.ts';
export * from './rules/campaigns.ts';
export * from './rules/credentials.ts';
export * from './rules/device.ts';
export * from './rules/fields.ts';
export * from './rules/locale.ts';
export * from './rules/messages.ts';
export * from './rules/money.ts';
export * from './rules/payments.ts';
export * from './rules/phone.ts';
export * from './rules/profile.ts';
export * from './rules/rewards.ts';
export * from './rules/site-path.ts';
export * from './rules/text.ts';
export * from './rules/tournaments.ts';
export * from './rules/translate.ts';
export * from './rules/verification.ts';
export * from './seamless-wallet.ts';
export * from './sports.ts';
export * from './sports-launch.ts';
export * from './studio.ts';
export * from './support.ts';
export * from './tournaments.ts';
export * from './verification.ts';
export * from './verification-operator.ts';
export * from './wallet.ts';

import { analyticsEndpoints } from './analytics.ts';
import { authEndpoints } from './auth.ts';
import { betsEndpoints } from './bets.ts';
import { brandOperatorEndpoints } from './brand-operator.ts';
import { campaignsEndpoints } from './campaigns.ts';
import { campaignsOperatorEndpoints } from './campaigns-operator.ts';
import { catalogueOperatorEndpoints } from './catalogue-operator.ts';
import { contentEndpoints } from './content.ts';
import { crmEndpoints } from './crm.ts';
import { favoritesEndpoints } from './favorites.ts';
import { gamesEndpoints } from './games.ts';
import { liveEndpoints } from './live.ts';
import { loyaltyEndpoints } from './loyalty.ts';
import { operatorsEndpoints } from './operators.ts';
import { paymentsEndpoints } from './payments.ts';
import { paymentsOperatorEndpoints } from './payments-operator.ts';
import { playEndpoints } from './play.ts';
import { playersOperatorEndpoints } from './players-operator.ts';
import { profileEndpoints } from './profile.ts';
import { protectionEndpoints } from './protection.ts';
import { protectionBreaksEndpoints } from './protection-breaks.ts';
import { protectionOperatorEndpoints } from './protection-operator.ts';
import { protectionSessionEndpoints } from './protection-session.ts';
import { reportsEndpoints } from './reports.ts';
import { rewardsEndpoints } from './rewards.ts';
import { rewardsOperatorEndpoints } from './rewards-operator.ts';
import { sportsEndpoints } from './sports.ts';
import { supportEndpoints } from './support.ts';
import { tournamentsEndpoints } from './tournaments.ts';
import { verificationEndpoints } from './verification.ts';
import { verificationOperatorEndpoints } from './verification-operator.ts';
import { walletEndpoints } from './wallet.ts';

/** Every call of the contract, by id. The server registers each; the web calls them by id. */
export const endpoints = {
  ...gamesEndpoints,
  ...contentEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...verificationEndpoints,
  ...verificationOperatorEndpoints,
  ...playEndpoints,
  ...walletEndpoints,
  ...liveEndpoints,
  ...paymentsEndpoints,
  ...paymentsOperatorEndpoints,
  ...betsEndpoints,
  ...protectionEndpoints,
  ...protectionOperatorEndpoints,
  ...protectionSessionEndpoints,
  ...protectionBreaksEndpoints,
  ...rewardsEndpoints,
  ...rewardsOperatorEndpoints,
  ...favoritesEndpoints,
  ...supportEndpoints,
  ...sportsEndpoints,
  ...analyticsEndpoints,
  ...crmEndpoints,
  ...campaignsEndpoints,
  ...campaignsOperatorEndpoints,
  ...tournamentsEndpoints,
  ...loyaltyEndpoints,
  ...operatorsEndpoints,
  ...reportsEndpoints,
  ...playersOperatorEndpoints,
  ...catalogueOperatorEndpoints,
  ...brandOperatorEndpoints,
} as const;
export type Endpoints = typeof endpoints;
