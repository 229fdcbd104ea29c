import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../shared/session/index.ts';
import { profile } from '../test/profile.ts';
import { renderWithProviders, testBrand } from '../test/render.tsx';
import { useProfileInit } from './use-profile-init.ts';
import { warmUpDeposit } from './warm-up-deposit.ts';

const initProfile = vi.hoisted(() => vi.fn());
vi.mock('../features/profile/model/init.ts', () => ({ initProfile }));
vi.mock('./warm-up-deposit.ts', () => ({ warmUpDeposit: vi.fn(async () => undefined) }));

function Init() {
  useProfileInit();
  return null;
}

/** Starts a player's session and waits until the initialisation and what follows it have run. */
async function start(warmUp: boolean) {
  initProfile.mockResolvedValue({ ...profile, currency: 'EUR' });
  session.start({ token: 't', uuid: profile.uuid, logged: true });
  const { queryClient } = renderWithProviders(<Init />, {
    brand: { ...testBrand, cashier: { warmUpDeposit: warmUp } },
  });
  await vi.waitFor(() => expect(initProfile).toHaveBeenCalledOnce());
  await initProfile.mock.results[0]?.value;
  await vi.dynamicImportSettled();
  return queryClient;
}

afterEach(() => {
  session.clear();
  initProfile.mockReset();
  vi.mocked(warmUpDeposit).mockClear();
});

describe('profile initialisation, then the optional deposit warm-up (000 §4)', () => {
  it("warms up the deposit frame in the player's currency when the brand asks for it", async () => {
    const queryClient = await start(true);
    await vi.waitFor(() => expect(warmUpDeposit).toHaveBeenCalledWith(queryClient, profile.uuid, 'EUR'));
  });

  it('leaves the cashier alone when the brand does not', async () => {
    await start(false);
    expect(warmUpDeposit).not.toHaveBeenCalled();
  });
});
