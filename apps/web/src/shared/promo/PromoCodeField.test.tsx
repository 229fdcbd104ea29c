import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { session } from '../session/index.ts';
import { PromoCodeField } from './PromoCodeField.tsx';
import type { PromoMarket } from './validate-promo-code.ts';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const VALIDATE = 'GET /promocode-validator/public/v1/validate';

/** The field as a form holds it: the value it shows is the one it checks. */
function Harness({ market }: { market?: PromoMarket }) {
  const [value, setValue] = useState('');
  return (
    <PromoCodeField
      label="Promo code (optional)"
      typed={value}
      market={market}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

/** Lets the fake clock run: the debounce, then the answer and React Query's notifications. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const field = () => screen.getByRole('textbox', { name: 'Promo code (optional)' });
/** The field's value after the player's last keystroke (change events need no clock). */
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const refused = (...codes: string[]) =>
  json({ error: 'error.promo.invalid', message: 'refused', info: { errors: { code: codes } } }, 400);
const accepted = (promoCode: string) =>
  json({ promoCode, valid: true, kind: 'BONUS', templateUUID: 't-welcome' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

describe('promo code field (001 §5, §7, §8)', () => {
  it('asks once the typing rests, letters and digits in lower case, with the guest market', async () => {
    const calls = stubApi({ [VALIDATE]: () => refused('promo.errors.not-found') });
    renderWithProviders(<Harness market={{ currency: 'CAD', country: 'CA' }} />);
    type('Wel');
    await wait(300);
    type('Welcome-100!');
    await wait(499);
    expect(calls).toEqual([]);
    await wait(1);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toEqual({
      promoCode: 'welcome100',
      currency: 'CAD',
      country: 'CA',
    });
    await wait(50);
    expect(screen.getByText('There is no such promo code.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every reason of a refusal joined by commas, and clears it while the code is retyped or emptied', async () => {
    stubApi({ [VALIDATE]: () => refused('promo.errors.expired', 'promo.errors.country') });
    renderWithProviders(<Harness />);
    type('old');
    await wait(500);
    const reasons = 'This promo code has expired, This promo code is not offered in your country.';
    await wait(50);
    expect(screen.getByText(reasons)).toBeInTheDocument();

    type('old2');
    expect(screen.queryByText(reasons)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    type('');
    await wait(1000);
    expect(screen.queryByText(reasons)).not.toBeInTheDocument();
  });

  it("confirms a usable code with its reward's title, else in general words; a player sends no market", async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    const calls = stubApi({
      [VALIDATE]: (call) => accepted(new URLSearchParams(call.search).get('promoCode') ?? ''),
      'POST /en/promoCodes': (call) =>
        call.body?.promoCode === 'welcome'
          ? json({
              id: 't-welcome',
              title: 'Welcome bonus',
              description: 'd',
              image: null,
              terms: 't',
              promoCode: 'welcome',
              kind: 'BONUS',
            })
          : json({ error: 'error.promo.invalid', message: 'x' }, 404),
    });
    renderWithProviders(<Harness market={{ currency: 'USD', country: 'US' }} />);
    type('WELCOME');
    await wait(500);
    await wait(50);
    expect(screen.getByRole('status')).toHaveTextContent('Promo code accepted: Welcome bonus.');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(new URLSearchParams(calls[0]?.search).toString()).toBe('promoCode=welcome');

    type('WELCOME2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await wait(500);
    await wait(50);
    expect(screen.getByRole('status')).toHaveTextContent('Promo code accepted.');
  });

  it('asks nothing for an empty field, or one without letters or digits', async () => {
    const calls = stubApi({ [VALIDATE]: () => accepted('x') });
    renderWithProviders(<Harness />);
    type('-- !');
    await wait(1000);
    expect(calls).toEqual([]);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });
});
