import { SportsLaunchClaims as Claims, type SportsLaunchClaims } from './sports.ts';
import { readClaims, signClaims } from './tokens.ts';

/** The sportsbook's launch token (a compact JWS, `tokens.ts`): kept apart so the web never bundles jose. */
export const signSportsLaunch = (claims: SportsLaunchClaims, secret: string) =>
  signClaims(Claims.parse(claims), secret);

export async function verifySportsLaunch(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<SportsLaunchClaims | null> {
  const claims = Claims.safeParse(await readClaims(token, secret));
  if (!claims.success || claims.data.exp < nowSeconds) return null;
  return claims.data;
}
