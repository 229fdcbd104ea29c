import path from 'node:path';
import { isLoopback } from '@croupier/contract/sandbox-defaults';
import { buildSandbox } from './app.ts';
import { loadSandboxConfig, type SandboxConfig } from './config.ts';

let config: SandboxConfig;
try {
  config = loadSandboxConfig(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(78); // EX_CONFIG
}

const app = buildSandbox({
  platformUrl: config.PLATFORM_URL,
  studioSecret: config.STUDIO_SECRET,
  ...(config.SEAMLESS_WALLET_URL && { seamlessWalletUrl: config.SEAMLESS_WALLET_URL }),
  kycWebhookSecret: config.KYC_WEBHOOK_SECRET,
  paymentSecret: config.PAYMENT_WEBHOOK_SECRET,
  // Set (required beyond loopback, optional on it): the tester surfaces demand it.
  ...(config.SANDBOX_TESTER_TOKEN && { testerToken: config.SANDBOX_TESTER_TOKEN }),
  dataDir: config.SANDBOX_DATA_DIR ?? path.join(config.DATA_DIR, 'sandbox'),
  sportsbookSpeed: config.SPORTSBOOK_CLOCK_SPEED,
});
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ host: config.HOST, port: config.SANDBOX_PORT });
const shown = isLoopback(config.HOST) ? 'localhost' : config.HOST;
console.log(`Sandbox (stand-in third parties) at http://${shown}:${config.SANDBOX_PORT}`);
