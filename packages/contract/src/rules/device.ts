import type { DeviceType } from '../games.ts';

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Device type from the user agent (000 §9: MOBILE or DESKTOP). */
export function deviceTypeFromUserAgent(userAgent: string | undefined | null): DeviceType {
  return userAgent && MOBILE_UA.test(userAgent) ? 'MOBILE' : 'DESKTOP';
}
