import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { CARD, MARKETING } from '../test-data.ts';

describe('the content cards', () => {
  it("checks a card with the contract's rules, previews it, and shows the server's refusal by its field", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      operatorCards: () => [CARD],
      operatorCrmEvents: () => ({ id: CARD.id, counts: { sent: 40, open: 9, click: 2, dismiss: 5 } }),
      operatorCreateCard: (c) =>
        ++tries === 1
          ? refusal(400, 'error.validation', 'Invalid body', { url: 'fields.errors.invalid' })
          : { ...CARD, ...c.body },
    });
    renderConsole('/crm/cards', MARKETING);
    const counts = await screen.findByLabelText('Counts of Deposit reminder');
    expect(counts).toHaveTextContent('Sent40');
    expect(counts).toHaveTextContent('Opened9');

    await user.click(screen.getByRole('button', { name: 'New content card' }));
    const form = screen.getByRole('form', { name: 'New content card' });
    const audience = within(form).getByRole('combobox', { name: 'Audience' });
    expect(audience).toHaveValue('players');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Free spins Friday');
    await user.type(within(form).getByRole('textbox', { name: /^Image address/ }), 'not an address');
    await user.type(within(form).getByRole('textbox', { name: /^Languages/ }), 'English');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name (for operators)' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(within(form).getByRole('textbox', { name: /^Image address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).getByRole('textbox', { name: /^Languages/ })).toHaveAccessibleDescription(
      'must be a locale such as en or en-US',
    );
    expect(calls.some((c) => c.id === 'operatorCreateCard')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Name (for operators)' }), 'Friday spins');
    await user.clear(within(form).getByRole('textbox', { name: /^Image address/ }));
    await user.clear(within(form).getByRole('textbox', { name: /^Languages/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Button label/ }), 'Claim');
    await user.type(within(form).getByRole('textbox', { name: /^Button link/ }), '/promotions');
    await user.type(within(form).getByLabelText('Ends (UTC; empty: never)'), '2026-12-31T23:00');
    const preview = within(form).getByRole('complementary', { name: 'Preview' });
    expect(preview).toHaveTextContent('Free spins Friday');
    expect(preview).toHaveTextContent('Claim');

    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    const link = within(form).getByRole('textbox', { name: /^Button link/ });
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    expect(link).toHaveAccessibleDescription('This value is not valid.');

    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card “Friday spins” saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'operatorCreateCard').at(-1)?.body).toMatchObject({
      name: 'Friday spins',
      title: 'Free spins Friday',
      image: null,
      buttonLabel: 'Claim',
      url: '/promotions',
      endsAt: '2026-12-31T23:00:00Z',
      targeting: { audience: 'players', countries: [], languages: [] },
    });
  });
});
