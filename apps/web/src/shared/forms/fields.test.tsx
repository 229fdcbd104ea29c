import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './fields.tsx';

describe('a text field and the direction of what is typed', () => {
  it('reads an e-mail, a phone number, a code and an amount left to right in every language', () => {
    render(
      <>
        <TextField label="E-mail" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" />
        <TextField label="Amount" inputMode="decimal" />
      </>,
    );
    for (const name of ['E-mail', 'Phone', 'Code', 'Amount']) {
      const input = screen.getByRole('textbox', { name });
      expect(input, name).toHaveAttribute('dir', 'ltr');
      // In a right-to-left page its text still sits on the page's side, beside its label.
      expect(input, name).toHaveClass('rtl:text-right');
    }
  });

  it("leaves a name in the page's direction, unless the field says otherwise", () => {
    render(
      <>
        <TextField label="First name" autoComplete="given-name" />
        <TextField label="Voucher" dir="ltr" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('dir');
    expect(screen.getByRole('textbox', { name: 'Voucher' })).toHaveAttribute('dir', 'ltr');
  });
});
