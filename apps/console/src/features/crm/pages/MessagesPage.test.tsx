import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, MESSAGE } from '../test-data.ts';

describe('the messages', () => {
  it("checks a message with the contract's rules and previews it as an instant message or a notification", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorMessages: () => [MESSAGE],
      operatorCrmEvents: () => ({ id: MESSAGE.id, counts: { read: 0, acknowledged: 7 } }),
      operatorCreateMessage: (c) => ({ ...MESSAGE, ...c.body }),
    });
    renderConsole('/crm/messages', MARKETING);
    expect(await screen.findByLabelText('Counts of Play responsibly')).toHaveTextContent('Acknowledged7');

    await user.click(screen.getByRole('button', { name: 'New message' }));
    const form = screen.getByRole('form', { name: 'New message' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'x'.repeat(121));
    await user.type(within(form).getByLabelText('Starts (UTC; empty: now)'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Save message' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'This is too long.',
      ),
    );
    expect(calls.some((c) => c.id === 'operatorCreateMessage')).toBe(false);

    const preview = within(form).getByRole('complementary', { name: 'Preview' });
    expect(preview).toHaveTextContent('I have read this');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Kind' }),
      'Notification (notification centre)',
    );
    expect(preview).not.toHaveTextContent('I have read this');
    expect(preview).toHaveTextContent('Notification (in the notification centre, unread)');

    await user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'New tournament');
    await user.click(within(form).getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Message “New tournament” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'operatorCreateMessage')?.body).toMatchObject({
      kind: 'notification',
      title: 'New tournament',
      startsAt: '2026-12-01T10:00:00Z',
      endsAt: null,
    });
  });
});
