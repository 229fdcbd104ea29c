import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/studio';
import { z } from 'zod';
import { buildSandbox } from './app.ts';

const env = z
  .object({
    SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
    HOST: z.string().default('0.0.0.0'),
    PLATFORM_URL: z.url().default('http://localhost:3000'),
    /** The platform's seamless wallet for real play; default `{PLATFORM_URL}/api/seamless-wallet`. */
    SEAMLESS_WALLET_URL: z.url().optional(),
    STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_STUDIO_SECRET),
    /** Signs KYC callbacks; must equal the platform's KYC_WEBHOOK_SECRET. */
    KYC_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Shared secret of the payment webhooks; must equal the platform's PAYMENT_WEBHOOK_SECRET. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
if (!env.success) {
  console.error(
    `Invalid sandbox configuration:\n${env.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`).join('\n')}`,
  );
  process.exit(78);
}

const app = buildSandbox({
  platformUrl: env.data.PLATFORM_URL,
  studioSecret: env.data.STUDIO_SECRET,
  ...(env.data.SEAMLESS_WALLET_URL && { seamlessWalletUrl: env.data.SEAMLESS_WALLET_URL }),
  ...(env.data.KYC_WEBHOOK_SECRET && { kycWebhookSecret: env.data.KYC_WEBHOOK_SECRET }),
  ...(env.data.PAYMENT_WEBHOOK_SECRET && { paymentSecret: env.data.PAYMENT_WEBHOOK_SECRET }),
});
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ host: env.data.HOST, port: env.data.SANDBOX_PORT });
console.log(`Sandbox (stand-in third parties) at http://localhost:${env.data.SANDBOX_PORT}`);
