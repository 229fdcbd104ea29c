import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, type StubCall, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { HANDLED_REQUEST, OPEN_REQUEST, pageOf, SUPPORT } from '../test-data.ts';

const PLAYER = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const lists = (calls: StubCall[]) =>
  calls.filter((c) => c.id === 'listCallbackRequests').map((c) => Object.fromEntries(c.query));

/** Types the filters; the days go in as a date input gives them (`2026-11-27`). */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { phone?: string; player?: string; from?: string; to?: string },
) {
  const form = await screen.findByRole('form', { name: 'Call-back filters' });
  if (values.phone) await user.type(within(form).getByLabelText('Phone contains'), values.phone);
  if (values.player) await user.type(within(form).getByLabelText('Player uuid'), values.player);
  if (values.from)
    fireEvent.change(within(form).getByLabelText('From (UTC day)'), { target: { value: values.from } });
  if (values.to)
    fireEvent.change(within(form).getByLabelText('To (UTC day)'), { target: { value: values.to } });
  await user.click(within(form).getByRole('button', { name: 'Find requests' }));
  return form;
}

describe("the call-back queue's filters", () => {
  it('sends the phone, the player and whole UTC days to the platform, and pages with them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listCallbackRequests: (c) => ({
        ...pageOf([OPEN_REQUEST]),
        page: Number(c.query.get('page')),
        totalElements: 21,
        totalPages: 2,
      }),
    });
    renderConsole('/support', SUPPORT);
    await screen.findByRole('row', { name: /Ada Player/ });
    await fill(user, { phone: '+1 202-555', player: PLAYER, from: '2026-11-01', to: '2026-11-27' });
    const filtered = {
      status: 'OPEN',
      phone: '1202555',
      playerUUID: PLAYER,
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-27T23:59:59.999Z',
      size: '20',
    };
    await waitFor(() => expect(lists(calls).at(-1)).toEqual({ ...filtered, page: '0' }));

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lists(calls).at(-1)).toEqual({ ...filtered, page: '1' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lists(calls).at(-1)).toEqual({ status: 'OPEN', page: '0', size: '20' }));
    expect(screen.getByLabelText('Phone contains')).toHaveValue('');
  });

  it('shows bad filters and a backwards period by their fields and does not ask the platform', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ listCallbackRequests: () => pageOf([]) });
    renderConsole('/support', SUPPORT);
    await screen.findByText('No call-back requests here.');
    const asked = lists(calls).length;
    const form = await fill(user, {
      phone: '555 abc',
      player: 'not-a-uuid',
      from: '2026-11-27',
      to: '2026-11-01',
    });
    const phone = within(form).getByLabelText('Phone contains');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Digits, the phone code first. Type digits of the phone number (up to 16).',
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Player uuid')).toHaveAccessibleDescription(
      "Type the player's whole uuid.",
    );
    expect(within(form).getByLabelText('To (UTC day)')).toHaveAccessibleDescription(
      'The last day is before the first.',
    );
    expect(within(form).getByLabelText('From (UTC day)')).not.toHaveAttribute('aria-invalid');
    expect(lists(calls)).toHaveLength(asked);
  });

  it("shows the platform's refusal of a filter by that filter", async () => {
    const user = userEvent.setup();
    stubApi({
      listCallbackRequests: (c) =>
        c.query.has('phone')
          ? refusal(400, 'error.validation', 'Invalid query', { phone: 'fields.errors.invalid' })
          : pageOf([]),
    });
    renderConsole('/support', SUPPORT);
    await screen.findByText('No call-back requests here.');
    const form = await fill(user, { phone: '1202' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The call-back requests could not be loaded.');
    await waitFor(() =>
      expect(within(form).getByLabelText('Phone contains')).toHaveAccessibleDescription(
        'Digits, the phone code first. This value is not valid.',
      ),
    );
  });

  it('lets a read-only operator filter the queue but not handle or reopen a request', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listCallbackRequests: (c) =>
        pageOf(c.query.get('status') === 'OPEN' ? [OPEN_REQUEST] : [HANDLED_REQUEST]),
    });
    renderConsole('/support', { ...SUPPORT, roles: ['read-only'] });
    const open = await screen.findByRole('table', { name: 'Open call-back requests' });
    await within(open).findByRole('row', { name: /Ada Player/ });
    expect(within(open).queryByRole('button')).toBeNull();
    await fill(user, { phone: '1202' });
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ phone: '1202' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    const handled = await screen.findByRole('table', { name: 'Handled call-back requests' });
    expect(await within(handled).findByText(HANDLED_REQUEST.note)).toBeInTheDocument();
    expect(within(handled).queryByRole('button')).toBeNull();
    expect(lists(calls).at(-1)).toMatchObject({ status: 'HANDLED', phone: '1202' });
  });
});
