/**
 * Amounts per currency as an operator types them in one field: `USD 20.00, EUR 18.00`. The
 * contract's schema checks each currency and amount; a piece without an amount keeps its currency,
 * so the schema names what is wrong.
 */
export function parseAmounts(text: string): Record<string, string> {
  const pieces = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return Object.fromEntries(
    pieces.map((piece) => {
      const [currency = '', amount = ''] = piece.split(/\s+/, 2);
      return [currency.toUpperCase(), amount];
    }),
  );
}

export const formatAmounts = (amounts: Readonly<Record<string, string>>): string =>
  Object.entries(amounts)
    .map(([currency, amount]) => `${currency} ${amount}`)
    .join(', ');

/** Codes typed as a list (`DE, FR`): upper-case, blanks dropped. */
export const parseCodes = (text: string): string[] =>
  text
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
