// Every table, for Drizzle's migrations and typed queries. Modules own their tables.

export * from '../modules/analytics/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/campaigns/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/crm/tables.ts';
export * from '../modules/favorites/tables.ts';
export * from '../modules/games/tables.ts';
export * from '../modules/loyalty/tables.ts';
export * from '../modules/operators/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/players-admin/tables.ts';
export * from '../modules/protection/tables.ts';
export * from '../modules/rewards/tables.ts';
export * from '../modules/seamless-wallet/tables.ts';
export * from '../modules/support/tables.ts';
export * from '../modules/tournaments/tables.ts';
export * from '../modules/verification/tables.ts';
export * from '../modules/wallet/tables.ts';
