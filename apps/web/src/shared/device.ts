import type { DeviceType } from '@croupier/contract';
import { deviceTypeFromUserAgent } from '@croupier/contract/rules/device';

/** MOBILE or DESKTOP from the browser's user agent (000 §9). */
export function deviceType(): DeviceType {
  return deviceTypeFromUserAgent(typeof navigator === 'undefined' ? undefined : navigator.userAgent);
}
