import type { BrandSettingsAnswer } from '@croupier/contract/brand-operator';
import type { OperatorRole } from '@croupier/contract/operator-roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const MARKETING = {
  id: '1b6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5a',
  email: 'mia@croupier.test',
  roles: ['marketing'] as OperatorRole[],
  recoveryCodesLeft: 10,
};

const settings: BrandSettingsAnswer = {
  settings: {
    features: { redeem: true, sports: true, tournaments: true, loyalty: true, callback: true },
    registration: {
      template: 'light',
      types: ['email'],
      oneTimeCode: false,
      otpLength: 6,
      otpResendIntervalMs: 30000,
    },
    fieldRules: { email: [{ type: 'required' }] },
    locales: ['en', 'de'],
    defaultLocale: 'en',
    defaultCountry: 'US',
    defaultCurrency: 'USD',
    cashier: { defaultDepositAmount: { USD: 25 } },
  },
  countries: ['US', 'GB'],
  currencies: ['USD', 'GBP'],
};
const pages = {
  pages: [
    { locale: 'en', slug: 'general-terms-conditions', title: 'Terms', body: 'Old terms', stored: true },
    { locale: 'de', slug: 'general-terms-conditions', title: '', body: '', stored: false },
  ],
};

describe('the brand', () => {
  it("checks a page with the contract's rules, sends it, and shows a refusal on its field", async () => {
    const user = userEvent.setup();
    let refuse = false;
    const calls = stubApi({
      listBrandPages: () => pages,
      getBrandSettings: () => settings,
      setBrandPage: ({ params, body }) =>
        refuse
          ? refusal(400, 'error.validation', 'Invalid body', { body: 'fields.errors.too-long' })
          : { ...params, ...body, stored: true },
    });
    renderConsole('/brand', MARKETING);
    const form = await screen.findByRole('form', { name: 'Terms and conditions (en)' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'setBrandPage')).toBe(false);

    await user.type(title, 'Terms of play');
    await user.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Page saved');
    const sent = calls.find((c) => c.id === 'setBrandPage');
    expect(sent?.params).toEqual({ locale: 'en', slug: 'general-terms-conditions' });
    expect(sent?.body).toEqual({ title: 'Terms of play', body: 'Old terms' });

    refuse = true;
    await user.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByText(/too long/i)).toBeInTheDocument();
    expect(within(form).getByLabelText('Text')).toHaveAttribute('aria-invalid', 'true');

    // Another locale's page: not written yet.
    await user.selectOptions(screen.getByLabelText('Page'), 'de/general-terms-conditions');
    expect(await screen.findByRole('form', { name: 'Terms and conditions (de)' })).toBeInTheDocument();
  });

  it("checks the settings with the contract's rules, and puts the server's refusal on its field", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listBrandPages: () => pages,
      getBrandSettings: () => settings,
      updateBrandSettings: () =>
        refusal(400, 'error.validation', 'defaultCurrency: not offered', {
          defaultCurrency: 'fields.errors.not-offered',
        }),
    });
    renderConsole('/brand', ADMIN);
    const form = await screen.findByRole('form', { name: 'Brand settings' });
    const defaultLocale = within(form).getByLabelText('Default language');
    await user.clear(defaultLocale);
    await user.type(defaultLocale, 'fr');
    const rules = within(form).getByLabelText('Registration field rules (JSON, per field)');
    await user.clear(rules);
    await user.type(rules, 'not json');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Write valid JSON.')).toBeInTheDocument();
    await user.clear(rules);
    await user.click(rules);
    await user.paste('{"email":[{"type":"maxLength","value":254,"message":"fields.errors.too-long"}]}');
    // The rule across fields: the default language is one of the languages.
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Choose one of the values the brand offers.')).toBeInTheDocument();
    expect(defaultLocale).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.id === 'updateBrandSettings')).toBe(false);

    await user.clear(defaultLocale);
    await user.type(defaultLocale, 'de');
    await user.selectOptions(within(form).getByLabelText('Default currency'), 'GBP');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const currency = within(form).getByLabelText('Default currency');
    await expect.poll(() => currency.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose one of the values the brand offers.')).toBeInTheDocument();
    const sent = calls.find((c) => c.id === 'updateBrandSettings')?.body;
    expect(sent).toMatchObject({
      defaultLocale: 'de',
      defaultCurrency: 'GBP',
      locales: ['en', 'de'],
      fieldRules: { email: [{ type: 'maxLength', value: 254 }] },
      cashier: { defaultDepositAmount: { USD: 25 } },
    });
  });

  it('shows marketing the settings without a way to save them (the admin changes them)', async () => {
    stubApi({ listBrandPages: () => pages, getBrandSettings: () => settings });
    renderConsole('/brand', MARKETING);
    const form = await screen.findByRole('form', { name: 'Brand settings' });
    expect(within(form).queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(within(form).getByLabelText('Default language')).toBeDisabled();
  });
});
