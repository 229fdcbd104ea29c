import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { MARKETING, renderConsole } from '../../../test/render.tsx';

const TEMPLATE = '5b1c2d3e-4f50-4a61-8b72-9c83d4e5f607';
const LEVELS = {
  levels: [
    { key: 'bronze', name: 'Bronze', threshold: 0, templateUUID: null },
    { key: 'silver', name: 'Silver', threshold: 1000, templateUUID: null },
  ],
};
const templates = () => [
  {
    templateUUID: TEMPLATE,
    kind: 'BONUS',
    name: 'Silver welcome',
    content: {},
    amounts: { USD: '5.00' },
    depositPercent: null,
    minDeposit: {},
    wageringMultiplier: 1,
    contributions: {},
    defaultContribution: 100,
    maxConversion: {},
    maxBet: {},
    sports: { contribution: 0, minOdds: 1 },
    freeSpins: null,
    claimDays: 7,
    validDays: 7,
    enabled: true,
    createdAt: '2026-11-27T10:00:00.000Z',
  },
];

describe('loyalty', () => {
  it("refuses falling thresholds and a bad key with the contract's rules, then saves a level-up reward", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      loyaltyLevels: () => LEVELS,
      loyaltyRates: () => ({ rates: { USD: 10 } }),
      listRewardTemplates: templates,
      setLoyaltyLevels: (c) => c.body,
    });
    renderConsole('/loyalty', MARKETING);
    const form = await screen.findByRole('form', { name: 'Levels' });
    expect(within(form).getByLabelText('Level 2: key')).toHaveValue('silver');
    const threshold = within(form).getByLabelText('Level 2: points to reach');
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.type(within(form).getByLabelText('Level 1: key'), ' X');
    await user.click(within(form).getByRole('button', { name: 'Save levels' }));
    expect(await within(form).findByText('Levels need unique keys and rising thresholds.')).toHaveRole(
      'alert',
    );
    expect(within(form).getByLabelText('Level 1: key')).toHaveAccessibleDescription(
      'This value is not valid.',
    );
    expect(calls.some((c) => c.id === 'setLoyaltyLevels')).toBe(false);

    await user.clear(within(form).getByLabelText('Level 1: key'));
    await user.type(within(form).getByLabelText('Level 1: key'), 'bronze');
    await user.clear(threshold);
    await user.type(threshold, '2000');
    const reward = within(form).getByLabelText('Level 2: reward');
    await within(reward).findByRole('option', { name: 'Silver welcome' });
    await user.selectOptions(reward, 'Silver welcome');
    await user.click(within(form).getByRole('button', { name: 'Save levels' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Levels saved.');
    expect(calls.find((c) => c.id === 'setLoyaltyLevels')?.body).toEqual({
      levels: [
        { key: 'bronze', name: 'Bronze', threshold: 0, templateUUID: null },
        { key: 'silver', name: 'Silver', threshold: 2000, templateUUID: TEMPLATE },
      ],
    });
  });

  it('checks the rates, and shows the platform refusing one next to its field', async () => {
    const user = userEvent.setup();
    let answer: (body: unknown) => unknown = () =>
      refusal(400, 'error.validation', 'Invalid body', { 'rates.EUR': 'fields.errors.too-large' });
    const calls = stubApi({
      loyaltyLevels: () => LEVELS,
      loyaltyRates: () => ({ rates: { USD: 10 } }),
      listRewardTemplates: templates,
      setLoyaltyRates: (c) => answer(c.body),
    });
    renderConsole('/loyalty', MARKETING);
    const form = await screen.findByRole('form', { name: 'Points per 1.00 staked' });
    await user.click(within(form).getByRole('button', { name: 'Add a currency' }));
    await user.type(within(form).getByLabelText('Rate 2: currency'), 'E1');
    await user.type(within(form).getByLabelText('Rate 2: points'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect(
      await within(form).findByText('must be a three-letter currency code such as USD'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Rate 2: currency')).toHaveAccessibleDescription(
      'must be a three-letter currency code such as USD',
    );
    expect(calls.some((c) => c.id === 'setLoyaltyRates')).toBe(false);

    await user.clear(within(form).getByLabelText('Rate 2: currency'));
    await user.type(within(form).getByLabelText('Rate 2: currency'), 'eur');
    await user.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect(await within(form).findByText('This number is too large.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Rate 2: points')).toHaveAccessibleDescription(
      'This number is too large.',
    );

    answer = (body) => body;
    await user.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Rates saved.');
    expect(calls.filter((c) => c.id === 'setLoyaltyRates').at(-1)?.body).toEqual({
      rates: { USD: 10, EUR: 5 },
    });
  });
});
