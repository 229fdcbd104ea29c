// Types of v8-flags.mjs for the TypeScript that imports it (bench/http-wallet.ts).
export function v8FlagsFor(
  env: Record<string, string | undefined>,
  options: { localDemo: boolean },
): string | null;
