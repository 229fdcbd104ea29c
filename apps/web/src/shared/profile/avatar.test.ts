import { describe, expect, it } from 'vitest';
import { profile } from '../../test/profile.ts';
import { avatarOf } from './avatar.tsx';

describe('the avatar (000 §4 profile initialisation)', () => {
  it("is the name's initials, else the login's, on a colour of the player's own", () => {
    expect(avatarOf({ ...profile, firstName: 'ada', lastName: 'Lovelace' }).initials).toBe('AL');
    expect(avatarOf({ ...profile, firstName: null, lastName: null, username: 'zed_99' }).initials).toBe('Z');
    expect(avatarOf({ ...profile, firstName: ' ', lastName: null, username: null }).initials).toBe('A');
    expect(
      avatarOf({ ...profile, firstName: null, lastName: null, username: null, email: null }).initials,
    ).toBe('?');
    const hue = avatarOf(profile).hue;
    expect(hue).toBeGreaterThanOrEqual(0);
    expect(hue).toBeLessThan(360);
    expect(avatarOf({ ...profile, firstName: 'Other' }).hue).toBe(hue);
    expect(avatarOf({ ...profile, uuid: '00000000-0000-4000-8000-000000000001' }).hue).not.toBe(hue);
  });
});
