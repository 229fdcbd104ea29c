import { randomBytes } from 'node:crypto';
import { OPERATOR_RECOVERY_CODE_COUNT, OPERATOR_TOTP_TOLERANCE_S } from '@croupier/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../platform/hash.ts';

/** The issuer authenticator apps show beside the operator's e-mail. */
export const TOTP_ISSUER = 'Croupier';

/** A new TOTP secret (base32, 160 bits), its otpauth URI and the URI as an SVG QR code (a data URL). */
export async function newTotp(email: string) {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of a right code at `nowMs` (one step either side is taken), or null. A step at or
 * before `lastStep` is refused: a code is used once.
 */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: OPERATOR_TOTP_TOLERANCE_S,
  }).catch(() => null);
  if (!result?.valid || !('timeStep' in result)) return null;
  const step = Number(result.timeStep);
  return lastStep !== null && step <= lastStep ? null : step;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code: 16 characters of an unambiguous alphabet (about 79 bits), in groups of four. */
function recoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** How a recovery code is compared: lower case, without dashes or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten new recovery codes, as shown once, and their hashes, as kept. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: OPERATOR_RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map((c) => sha256(normalizeRecoveryCode(c))) };
}

/** A random token for a cookie, a challenge, an enrolment link or an API key; keep only its `sha256`. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
