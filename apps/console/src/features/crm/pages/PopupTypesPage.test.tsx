import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, POPUP_TYPES } from '../test-data.ts';

describe('the popup types', () => {
  it("checks a type's name with the contract's rule and saves its button look", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorPopupTypes: () => POPUP_TYPES,
      operatorPutPopupType: (c) => c.body,
    });
    renderConsole('/crm/popup-types', MARKETING);
    const table = await screen.findByRole('table', { name: 'Popup types' });
    expect(await within(table).findByRole('row', { name: /welcome primary large/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Save a popup type' });
    await user.type(within(form).getByRole('textbox', { name: 'Type' }), 'Black Friday');
    await user.click(within(form).getByRole('button', { name: 'Save popup type' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Type' })).toHaveAccessibleDescription(
        'This value is not valid.',
      ),
    );
    expect(calls.some((c) => c.id === 'operatorPutPopupType')).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Edit popup type welcome' }));
    expect(within(form).getByRole('textbox', { name: 'Type' })).toHaveValue('welcome');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Button size' }), 'small');
    await user.click(within(form).getByRole('button', { name: 'Save popup type' }));
    expect(await within(form).findByText('Popup type welcome saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'operatorPutPopupType')?.body).toEqual({
      type: 'type_welcome',
      buttonType: 'primary',
      buttonSize: 'small',
    });
  });
});
