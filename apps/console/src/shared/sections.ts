import { analyticsEndpoints } from '@croupier/contract/analytics';
import { brandOperatorEndpoints } from '@croupier/contract/brand-operator';
import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { crmEndpoints } from '@croupier/contract/crm';
import type { Endpoint } from '@croupier/contract/http';
import { loyaltyEndpoints } from '@croupier/contract/loyalty';
import { type OperatorRole, rolesAllow } from '@croupier/contract/operator-roles';
import { operatorsEndpoints } from '@croupier/contract/operators';
import { paymentsOperatorEndpoints } from '@croupier/contract/payments-operator';
import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { supportEndpoints } from '@croupier/contract/support';
import { tournamentsEndpoints } from '@croupier/contract/tournaments';

import { verificationOperatorEndpoints } from '@croupier/contract/verification-operator';
import { paths } from './paths.ts';

/*
 * The console's sections and the contract calls each makes. This module holds the contract's
 * endpoints, so it loads with the signed-in shell, not with the sign-in page.
 */

interface Section {
  path: string;
  label: string;
  /**
   * The contract calls the section's screen makes: an operator sees the section when their roles
   * allow at least one of them (the roles are the contract's, never a copy).
   */
  calls: readonly Endpoint[];
}

/** The left navigation, in its order: players and money, engagement, content, support, figures, control. */
export const SECTIONS: readonly Section[] = [
  { path: paths.players, label: 'Players', calls: [playersOperatorEndpoints.searchPlayers] },
  { path: paths.kyc, label: 'KYC queue', calls: [verificationOperatorEndpoints.documentQueue] },
  { path: paths.withdrawals, label: 'Withdrawals', calls: [paymentsOperatorEndpoints.withdrawalReviews] },
  {
    path: paths.rewards,
    label: 'Rewards',
    calls: [rewardsOperatorEndpoints.listRewardTemplates, rewardsOperatorEndpoints.listPromoCodes],
  },
  {
    path: paths.campaigns,
    label: 'Campaigns',
    calls: [campaignsOperatorEndpoints.listCampaigns, campaignsOperatorEndpoints.listWelcomePacks],
  },
  { path: paths.tournaments, label: 'Tournaments', calls: [tournamentsEndpoints.listTournaments] },
  {
    path: paths.loyalty,
    label: 'Loyalty',
    calls: [loyaltyEndpoints.loyaltyLevels, loyaltyEndpoints.loyaltyRates],
  },
  {
    path: paths.crm,
    label: 'CRM',
    calls: [crmEndpoints.operatorPopups, crmEndpoints.operatorCards, crmEndpoints.operatorMessages],
  },
  {
    path: paths.catalogue,
    label: 'Catalogue',
    calls: [catalogueOperatorEndpoints.listCatalogueGames],
  },
  {
    path: paths.brand,
    label: 'Brand',
    calls: [brandOperatorEndpoints.listBrandPages, brandOperatorEndpoints.getBrandSettings],
  },
  {
    path: paths.support,
    label: 'Support',
    calls: [supportEndpoints.listCallbackRequests, supportEndpoints.getLiveChatSettings],
  },
  { path: paths.errorReports, label: 'Error reports', calls: [analyticsEndpoints.operatorErrorReports] },
  {
    path: paths.reports,
    label: 'Reports',
    calls: [analyticsEndpoints.operatorFunnel, analyticsEndpoints.operatorEventCounts],
  },
  { path: paths.audit, label: 'Audit log', calls: [operatorsEndpoints.operatorAuditLog] },
  {
    path: paths.operators,
    label: 'Operators',
    calls: [operatorsEndpoints.listOperators, operatorsEndpoints.listApiKeys],
  },
];

/** Whether an operator with `roles` may open the section at `path` (a page outside the sections: yes). */
export function mayOpen(path: string, roles: readonly OperatorRole[]): boolean {
  const section = SECTIONS.find((s) => s.path === path);
  return !section || section.calls.some((call) => rolesAllow(call.roles, roles));
}

/** The sections an operator with `roles` may open, in the navigation's order. */
export const sectionsFor = (roles: readonly OperatorRole[]) =>
  SECTIONS.filter((section) => mayOpen(section.path, roles));
