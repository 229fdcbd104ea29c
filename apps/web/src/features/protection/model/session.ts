/**
 * The session's timing on the device (docs/decisions/044): the server says when, on its clock, and
 * what its clock read when it answered; the device counts from the moment it got the answer, so a
 * device clock that is wrong does not move a check.
 */
export function delayUntil(at: string, serverNow: string, receivedAt: number, deviceNow: number): number {
  const due = Date.parse(at) - Date.parse(serverNow);
  return Math.max(0, due - (deviceNow - receivedAt));
}

/** Time played as whole hours and minutes (`{ hours: 1, minutes: 5 }`). */
export function played(startedAt: string, now: string): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(startedAt)) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** An interval choice as the player reads it: minutes, or seconds below one (the test interval). */
export function intervalLabel(seconds: number): { key: 'minutes' | 'seconds'; count: number } {
  return seconds % 60 === 0 ? { key: 'minutes', count: seconds / 60 } : { key: 'seconds', count: seconds };
}

/** The first-seen key: the previous login is shown once per login. */
export const PREVIOUS_LOGIN_SHOWN_KEY = 'croupier.previousLoginShown';
