import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, POPUP, POPUP_TYPES } from '../test-data.ts';

const COUNTS = { id: POPUP.id, counts: { view: 12, click: 3, dismiss: 4 } };

function stubPopups(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    operatorPopups: () => [POPUP],
    operatorPopupTypes: () => POPUP_TYPES,
    operatorCrmEvents: () => COUNTS,
    ...extra,
  });
}

describe('the popups', () => {
  it('lists each popup with its targeting and counts', async () => {
    stubPopups();
    renderConsole('/crm', MARKETING);
    const table = await screen.findByRole('table', { name: 'Popups' });
    const row = await within(table).findByRole('row', { name: /Welcome \(guests\)/ });
    expect(within(row).getByText('Guests')).toBeInTheDocument();
    const list = await within(row).findByLabelText('Counts of Welcome (guests)');
    expect(list).toHaveTextContent('Seen12');
    expect(list).toHaveTextContent('Clicked3');
    expect(list).toHaveTextContent('Dismissed4');
  });

  it("checks a new popup with the contract's rules before sending it, and previews it", async () => {
    const user = userEvent.setup();
    const calls = stubPopups({ operatorCreatePopup: (c) => ({ ...POPUP, ...c.body, id: POPUP.id }) });
    renderConsole('/crm', MARKETING);
    await user.click(await screen.findByRole('button', { name: 'New popup' }));
    const form = screen.getByRole('form', { name: 'New popup' });
    await user.click(within(form).getByRole('button', { name: 'Save popup' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name (for operators)' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Name (for operators)' }), 'Black Friday');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Spin into the weekend');
    await user.type(within(form).getByRole('textbox', { name: /^Countries/ }), 'USA');
    const cap = within(form).getByRole('textbox', { name: /^Shown to one viewer/ });
    expect(cap).toHaveValue('1');
    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(within(form).getByRole('button', { name: 'Add a button' }));
    await user.type(within(form).getByRole('textbox', { name: 'Button 1 label' }), 'Play now');
    await user.type(within(form).getByRole('textbox', { name: /^Button 1 link/ }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save popup' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Countries/ })).toHaveAccessibleDescription(
        'must be a two-letter country code such as US',
      ),
    );
    expect(within(form).getByRole('textbox', { name: /^Button 1 link/ })).toHaveAccessibleDescription(
      'This value is not valid.',
    );
    expect(within(form).getByRole('textbox', { name: /^Shown to one viewer/ })).toHaveAccessibleDescription(
      'This number is too small.',
    );
    expect(calls.some((c) => c.id === 'operatorCreatePopup')).toBe(false);

    // The preview is drawn from the form as it is: the popup type's button look, the title.
    const preview = within(form).getByRole('complementary', { name: 'Preview' });
    expect(preview).toHaveTextContent('Spin into the weekend');
    expect(within(preview).getByText('Play now')).toHaveClass('border');

    const countries = within(form).getByRole('textbox', { name: /^Countries/ });
    await user.clear(countries);
    await user.type(countries, 'us, ca');
    await user.clear(within(form).getByRole('textbox', { name: /^Shown to one viewer/ }));
    const link = within(form).getByRole('textbox', { name: /^Button 1 link/ });
    await user.clear(link);
    await user.type(link, '/promotions');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Audience' }),
      'Guests (not logged in)',
    );
    await user.click(within(form).getByRole('button', { name: 'Save popup' }));
    expect(await screen.findByText('Popup “Black Friday” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'operatorCreatePopup')?.body).toMatchObject({
      name: 'Black Friday',
      record_type: 'default',
      data: { title: 'Spin into the weekend', body: '', image: null },
      buttons: [{ label: 'Play now', url: '/promotions', type: null, size: null }],
      targeting: { audience: 'guests', countries: ['US', 'CA'], languages: [], segment: null },
      maxViews: null,
      priority: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
  });

  it("shows the server's refusal next to its field when editing", async () => {
    const user = userEvent.setup();
    const calls = stubPopups({
      operatorUpdatePopup: () =>
        refusal(400, 'error.validation', 'Invalid body: data.title: too long', {
          'data.title': 'fields.errors.too-long',
        }),
    });
    renderConsole('/crm', MARKETING);
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome (guests)' }));
    const form = screen.getByRole('form', { name: 'Edit popup Welcome (guests)' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Welcome to Croupier');
    expect(within(form).getByRole('combobox', { name: 'Popup type' })).toHaveValue('welcome');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(form).getByRole('button', { name: 'Save popup' }));
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(title).toHaveAccessibleDescription('This is too long.');
    const sent = calls.find((c) => c.id === 'operatorUpdatePopup');
    expect(sent?.params).toEqual({ id: POPUP.id });
    expect(sent?.body).toMatchObject({ data: { title: 'Welcome to Croupier!' }, maxViews: 3, priority: 10 });
  });
});
