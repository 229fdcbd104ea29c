/**
 * The reports' amounts are exact decimal strings in major units; the tables show them as they are,
 * grouped for reading, and the charts draw them as numbers (a picture needs no more precision).
 */
export function formatAmount(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

export const chartValue = (amount: string) => Number(amount);
