import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { SUPPORT } from '../test-data.ts';

const SETTINGS = {
  groups: { default: { kind: 'TAWK', key: 'prop-1', group: 'main' } },
  hiddenOn: ['/game'],
};

describe('the live-chat settings', () => {
  it("checks each language's row with the contract's rules and places the server's refusal on its row", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      getLiveChatSettings: () => SETTINGS,
      updateLiveChatSettings: (c) =>
        ++tries === 1
          ? refusal(400, 'error.validation', 'Invalid body', { 'groups.de.key': 'fields.errors.too-long' })
          : c.body,
    });
    renderConsole('/support/live-chat', SUPPORT);
    const form = await screen.findByRole('form', { name: 'Live-chat settings' });
    expect(within(form).getByRole('textbox', { name: 'Language 1 (code, or default)' })).toHaveValue(
      'default',
    );
    expect(within(form).getByRole('combobox', { name: 'Widget 1' })).toHaveValue('TAWK');
    expect(within(form).getByRole('textbox', { name: 'Pages without the chat' })).toHaveValue('/game');

    await user.click(within(form).getByRole('button', { name: 'Add a language' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Widget 2' }), 'LiveChat');
    await user.type(within(form).getByRole('textbox', { name: 'Account key 2' }), 'lic-42');
    await user.type(within(form).getByRole('textbox', { name: 'Pages without the chat' }), '{Enter}cashier');
    await user.click(within(form).getByRole('button', { name: 'Save live-chat settings' }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: 'Language 2 (code, or default)' }),
      ).toHaveAccessibleDescription('This field is required.'),
    );
    expect(within(form).getByRole('textbox', { name: 'Pages without the chat' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.id === 'updateLiveChatSettings')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Language 2 (code, or default)' }), 'de');
    const pages = within(form).getByRole('textbox', { name: 'Pages without the chat' });
    await user.clear(pages);
    await user.type(pages, '/game{Enter}/cashier');
    await user.click(within(form).getByRole('button', { name: 'Save live-chat settings' }));
    const key = within(form).getByRole('textbox', { name: 'Account key 2' });
    await waitFor(() => expect(key).toHaveAccessibleDescription('This is too long.'));

    await user.click(within(form).getByRole('button', { name: 'Save live-chat settings' }));
    expect(await within(form).findByText('Live-chat settings saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'updateLiveChatSettings').at(-1)?.body).toEqual({
      groups: {
        default: { kind: 'TAWK', key: 'prop-1', group: 'main' },
        de: { kind: 'LIVECHAT', key: 'lic-42' },
      },
      hiddenOn: ['/game', '/cashier'],
    });
  });
});
