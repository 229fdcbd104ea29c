import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { session } from '../session/index.ts';
import { useMarket } from './index.ts';

// The player's market (ADR 020): a logged-in player's lists are in their own country
// and currency; a guest's in the brand's defaults.

const PLAYER = '7d0c3c6e-1111-4222-8333-944445555666';

function ShowMarket() {
  const m = useMarket();
  return <p>market {`${m.countryCode}/${m.currencyCode}`}</p>;
}

const profile = {
  uuid: PLAYER,
  playerUUID: PLAYER,
  brandId: 'demo',
  username: null,
  firstName: null,
  lastName: null,
  email: 'player@example.com',
  emailVerified: false,
  phone: null,
  phoneCode: null,
  phoneNumber: null,
  phoneNumberVerified: false,
  currency: 'EUR',
  country: 'DE',
  languageCode: 'en',
  city: null,
  address: null,
  gender: null,
  birthDate: null,
  additionalData: { userAgreement: true, userAge: true },
  communicationEmail: true,
  communicationSMS: true,
  communicationCall: true,
  selfRestriction: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('useMarket', () => {
  it("a guest's market is the brand's default", async () => {
    stubApi({});
    renderWithProviders(<ShowMarket />);
    expect(await screen.findByText('market US/USD')).toBeInTheDocument();
  });

  it("a logged-in player's market is their profile's country and currency", async () => {
    const calls = stubApi({
      [`GET /profile/profiles/${PLAYER}`]: () => json(profile),
    });
    session.start({ token: 't', uuid: PLAYER, logged: true });
    renderWithProviders(<ShowMarket />);
    expect(await screen.findByText('market DE/EUR')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/profile/profiles/${PLAYER}`);
  });
});
