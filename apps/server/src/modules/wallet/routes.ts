import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { WalletService } from './service.ts';

/** Balance and wagering (001 §7). The player uuid in a path is the token's (`PlayerUuid`). */
export function walletRoutes(app: FastifyInstance, wallet: WalletService) {
  registerEndpoint(app, endpoints.balance, ({ params, query }) =>
    wallet.balance(params.uuid, query.currency),
  );
  registerEndpoint(app, endpoints.realWagerAmount, async ({ query, request }) => {
    const me = requirePlayer(request);
    return wallet.realWagerAmount(me.uuid, query.currency ?? (await wallet.playerCurrency(me.uuid)));
  });
}
