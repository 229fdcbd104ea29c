import { expect, type Page } from '@playwright/test';

/** Deposits through the site with a promo code typed into the deposit form. */
export async function depositWithCode(page: Page, amount: string, code: string, accepted: RegExp) {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
  await page.getByRole('textbox', { name: 'Promo code (optional)' }).fill(code.toUpperCase());
  await expect(page.getByText(accepted)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click();
  const cashier = page.frameLocator('iframe[title="Cashier"]');
  await cashier.getByLabel(/\(success\)$/).check();
  await cashier.getByRole('button', { name: `Pay $${amount}`, exact: true }).click();
  await expect(page.getByText('Your deposit was successful.')).toBeVisible();
}
