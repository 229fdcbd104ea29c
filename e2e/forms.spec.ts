import { expect, test } from '@playwright/test';
import { PASSWORD, unique } from './support.ts';

// Forms answer as you type (000 §5: validate on blur, revalidate on change): once a field shows an
// error, fixing the value clears it at once, so the button stays where the player aims and one
// click goes on. Checked on a desktop and on a phone.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`forms at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('registration: an error goes as the value is fixed, and one click on Continue goes on', async ({
      page,
    }) => {
      await page.goto('/registration');
      await page.getByRole('tab', { name: 'E-mail' }).click();
      const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
      await email.fill('ann@');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue' }).click();
      // The step is refused and the wrong field is where the player types.
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();

      await email.fill(`ann-${unique()}@example.com`);
      // Still in the field, the error has gone.
      await expect(email).toBeFocused();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
      // The agreements name the pages they accept, and link them.
      const agreements = page.getByRole('main');
      await expect(agreements.getByRole('link', { name: 'general terms and conditions' })).toHaveAttribute(
        'href',
        '/general-terms-conditions',
      );
      await expect(agreements.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
    });
  });
}
