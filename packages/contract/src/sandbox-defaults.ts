import { BlockList, isIP } from 'node:net';

/**
 * The keys the platform and the sandbox (stand-in third parties) share out of the box. They are
 * public (they are in this repository): they only let the local demo on a developer's machine work
 * with no setup. The platform and the sandbox refuse them anywhere beyond loopback (ADR 016).
 *
 * Server and sandbox only: this module is not exported from the contract's index, and a web test
 * (apps/web/src/bundle.test.ts) fails if the browser bundle ever reaches it.
 */

/** The game studio's key (`STUDIO_SECRET`): signs launch links and seamless-wallet calls. */
export const SANDBOX_STUDIO_SECRET = 'croupier-sandbox-studio-shared-key-not-for-production';

/** The payment provider's key (`PAYMENT_WEBHOOK_SECRET`): signs webhooks and cashier links. */
export const SANDBOX_PAYMENT_WEBHOOK_SECRET = 'croupier-sandbox-payment-webhook-secret-dev';

/** The KYC provider's key (`KYC_WEBHOOK_SECRET`): signs its callbacks. */
export const SANDBOX_KYC_WEBHOOK_SECRET = 'croupier-dev-kyc-webhook-secret';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * True for a host name or address that only this machine can reach: `localhost`, 127.0.0.0/8,
 * ::1 (also bracketed or IPv4-mapped). `0.0.0.0`, `::` and every other name are beyond loopback.
 */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  if (isIP(v4) === 4) return LOOPBACK.check(v4, 'ipv4');
  return isIP(h) === 6 && LOOPBACK.check(h, 'ipv6');
}
