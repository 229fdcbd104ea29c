/**
 * The services a seamless-wallet bench plays through (bench/seamless-wallet.ts, bench/round-cost.ts):
 * the ledger, the rewards with bonus money at play, the round relay and the wallet behind
 * `POST /api/seamless-wallet/{bet,win}`, as the server wires them, for the demo's brand in USD.
 */
import type { BrandConfig } from '@croupier/contract';
import { MemoryFreeRounds } from '../apps/server/src/adapters/studio/index.ts';
import { BonusPlay, RewardsService } from '../apps/server/src/modules/rewards/index.ts';
import { RoundRelay, SeamlessWalletService } from '../apps/server/src/modules/seamless-wallet/index.ts';
import { LedgerService } from '../apps/server/src/modules/wallet/index.ts';
import type { Db } from '../apps/server/src/platform/db.ts';

export function walletWorld(db: Db) {
  const brand = () => ({ currencies: [{ code: 'USD', minorUnits: 2 }] }) as BrandConfig;
  const ledger = new LedgerService({ db });
  const gameCategories = () => ['slots'];
  const rewards = new RewardsService({
    db,
    brandId: 'croupier',
    ledger,
    brand,
    now: Date.now,
    players: { player: async () => undefined },
    freeRounds: new MemoryFreeRounds(),
    gameCategories,
    gameName: () => undefined,
  });
  const bonus = new BonusPlay({ ledger, now: Date.now, gameCategories });
  const relay = new RoundRelay({
    db,
    dbKind: 'postgres',
    failed: (err) => console.error(`  round relay failed: ${(err as Error).message}`),
  });
  const wallet = new SeamlessWalletService({
    db,
    ledger,
    bonus,
    relay,
    relayAfterCalls: false,
    // No stream listens here: announcements go nowhere, as on a server with no player online.
    bus: { publish: () => {} },
    now: Date.now,
  });
  return { brand, ledger, rewards, relay, wallet };
}
