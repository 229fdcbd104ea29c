import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { HANDLED_REQUEST, OPEN_REQUEST, pageOf, SUPPORT } from '../test-data.ts';

describe('the call-back queue', () => {
  it("checks the note with the contract's rule, shows the server's refusal by it, then marks the request handled", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      listCallbackRequests: (c) => pageOf(c.query.get('status') === 'OPEN' ? [OPEN_REQUEST] : []),
      handleCallbackRequest: (c) =>
        ++tries === 1
          ? refusal(400, 'error.validation', 'Invalid body', { note: 'fields.errors.control-characters' })
          : { ...HANDLED_REQUEST, note: c.body?.note ?? null },
    });
    renderConsole('/support', SUPPORT);
    const table = await screen.findByRole('table', { name: 'Open call-back requests' });
    const row = await within(table).findByRole('row', { name: /Ada Player/ });
    expect(within(row).getByText('+12025550123')).toBeInTheDocument();
    expect(within(row).getByText('Guest')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Handle the call-back to Ada Player…' }));
    const note = within(row).getByRole('textbox', { name: 'Note of the call (optional)' });
    expect(note).toHaveFocus();
    fireEvent.change(note, { target: { value: 'n'.repeat(1001) } });
    await user.click(within(row).getByRole('button', { name: 'Mark handled: the call-back to Ada Player' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('This is too long.'));
    expect(calls.some((c) => c.id === 'handleCallbackRequest')).toBe(false);

    await user.clear(note);
    await user.type(note, 'Called back');
    await user.click(within(row).getByRole('button', { name: 'Mark handled: the call-back to Ada Player' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(
        'Please remove the special characters this field cannot hold.',
      ),
    );
    await user.click(within(row).getByRole('button', { name: 'Mark handled: the call-back to Ada Player' }));
    expect(await screen.findByText('Marked the call-back to Ada Player handled.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.id === 'handleCallbackRequest');
    expect(sent.map((c) => [c.params.id, c.body])).toEqual([
      [OPEN_REQUEST.id, { note: 'Called back' }],
      [OPEN_REQUEST.id, { note: 'Called back' }],
    ]);
  });

  it('pages through the handled requests and reopens one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listCallbackRequests: (c) =>
        c.query.get('status') === 'HANDLED'
          ? {
              ...pageOf([HANDLED_REQUEST]),
              page: Number(c.query.get('page')),
              totalElements: 21,
              totalPages: 2,
            }
          : pageOf([]),
      reopenCallbackRequest: () => OPEN_REQUEST,
    });
    renderConsole('/support', SUPPORT);
    expect(await screen.findByText('No call-back requests here.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    const table = await screen.findByRole('table', { name: 'Handled call-back requests' });
    expect(await within(table).findByText('Called back; wants a higher deposit limit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(calls.some((c) => c.id === 'listCallbackRequests' && c.query.get('page') === '1')).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Reopen the call-back to Ada Player' }));
    expect(await screen.findByText('Reopened the call-back to Ada Player.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'reopenCallbackRequest')?.params).toEqual({ id: OPEN_REQUEST.id });
  });
});
