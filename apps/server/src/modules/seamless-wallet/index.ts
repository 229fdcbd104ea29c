export { seamlessWalletRoutes } from './routes.ts';
export { GAME_SESSION_IDLE_MS, SeamlessWalletService } from './service.ts';
