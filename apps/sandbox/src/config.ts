import {
  isLoopback,
  SANDBOX_KYC_WEBHOOK_SECRET,
  SANDBOX_PAYMENT_WEBHOOK_SECRET,
  SANDBOX_STUDIO_SECRET,
} from '@croupier/contract/sandbox-defaults';
import { z } from 'zod';

const EnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  /** Loopback by default; anything else exposes the stand-ins and needs SANDBOX_TESTER_TOKEN. */
  HOST: z.string().min(1).default('localhost'),
  PLATFORM_URL: z.url().default('http://localhost:3000'),
  /** The platform's seamless wallet for real play; default `{PLATFORM_URL}/api/seamless-wallet`. */
  SEAMLESS_WALLET_URL: z.url().optional(),
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_STUDIO_SECRET),
  /** Signs KYC callbacks; must equal the platform's KYC_WEBHOOK_SECRET. */
  KYC_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_KYC_WEBHOOK_SECRET),
  /** Shared secret of the payment webhooks; must equal the platform's PAYMENT_WEBHOOK_SECRET. */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(SANDBOX_PAYMENT_WEBHOOK_SECRET),
  /** Testers' credential for the inbox and the tester controls when the sandbox is exposed. */
  SANDBOX_TESTER_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Where the payment provider and the studio's free rounds keep their state; default {DATA_DIR}/sandbox. */
  SANDBOX_DATA_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The sportsbook's clock: book minutes per real minute (1: a football match lasts 90 minutes). */
  SPORTSBOOK_CLOCK_SPEED: z.coerce.number().min(1).max(10_000).default(1),
});

export type SandboxConfig = z.infer<typeof EnvSchema>;

const PUBLIC_DEFAULTS = {
  STUDIO_SECRET: SANDBOX_STUDIO_SECRET,
  PAYMENT_WEBHOOK_SECRET: SANDBOX_PAYMENT_WEBHOOK_SECRET,
  KYC_WEBHOOK_SECRET: SANDBOX_KYC_WEBHOOK_SECRET,
} as const;

/**
 * The sandbox's settings. On loopback (the local demo) everything is open and the public keys are
 * fine. Beyond loopback it refuses to start without SANDBOX_TESTER_TOKEN and with any public key:
 * an exposed inbox or settle button gives away accounts and unpaid deposits (ADR 016).
 */
export function loadSandboxConfig(env: NodeJS.ProcessEnv): SandboxConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success)
    throw new Error(
      `Invalid sandbox configuration:\n${parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`).join('\n')}`,
    );
  const c = parsed.data;
  if (isLoopback(c.HOST)) return c;
  const problems: string[] = [];
  if (!c.SANDBOX_TESTER_TOKEN)
    problems.push(
      '  SANDBOX_TESTER_TOKEN: unset; set a random token of at least 24 characters that testers use to open the inbox and the tester controls.',
    );
  for (const [name, value] of Object.entries(PUBLIC_DEFAULTS))
    if (c[name as keyof typeof PUBLIC_DEFAULTS] === value)
      problems.push(`  ${name}: unset or the public default; set the same value as the platform's ${name}.`);
  if (problems.length > 0)
    throw new Error(
      `Refusing to start the sandbox: HOST=${c.HOST} listens beyond loopback. Set:\n${problems.join('\n')}\nSee docs/operations.md (Running in production).`,
    );
  return c;
}
