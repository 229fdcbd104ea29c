/** The KYC frame's message when the player has finished (ADR 008): `{type: 'kyc.completed', status}`. */
export function isKycCompleted(data: unknown): data is { type: 'kyc.completed'; status: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'kyc.completed' &&
    typeof (data as { status?: unknown }).status === 'string'
  );
}
