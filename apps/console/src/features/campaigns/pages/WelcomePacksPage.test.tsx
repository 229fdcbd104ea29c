import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';
import { campaign, PACK } from '../test-data.ts';

const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('the welcome packs', () => {
  it('lists the packs and checks a new one with the contract before sending it', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      listWelcomePacks: () => [PACK],
      listCampaigns: () => [campaign()],
      createWelcomePack: () =>
        ++tries === 1
          ? refusal(400, 'error.validation', 'Invalid body', { buttonLink: 'campaign.errors.link' })
          : { ...PACK, uid: '2b2c3d4e-5f60-4718-829a-3b4c5d6e7f81', isDefault: false },
    });
    renderConsole('/campaigns/welcome-packs', ADMIN);
    const table = await screen.findByRole('table', { name: 'Welcome packs' });
    const row = await within(table).findByRole('row', { name: /Casino starter/ });
    expect(row).toHaveTextContent('Friday deposit');

    await user.click(screen.getByRole('button', { name: 'New welcome pack' }));
    const form = screen.getByRole('form', { name: 'New welcome pack' });
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    expect(await within(form).findByText('Choose a campaign.')).toBeInTheDocument();
    expect(errorOf('Title (en)')).toBe('This field is required.');

    await user.selectOptions(screen.getByLabelText('Campaign'), 'Friday deposit');
    await user.type(screen.getByLabelText('Title (en)'), 'Reload pack');
    await user.type(screen.getByLabelText('Steps (en)'), '50% on a deposit{Enter}{Enter}A free spin');
    await user.clear(screen.getByLabelText('Position'));
    await user.type(screen.getByLabelText('Position'), '-1');
    await user.type(screen.getByLabelText('Icon address'), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    await within(form).findByText('This number is too small.');
    expect(errorOf('Position')).toBe('This number is too small.');
    expect(errorOf('Icon address')).toBe('This value is not valid.');
    expect(errorOf('Campaign')).toBe('');
    expect(calls.some((c) => c.id === 'createWelcomePack')).toBe(false);

    await user.clear(screen.getByLabelText('Position'));
    await user.type(screen.getByLabelText('Position'), '2');
    await user.clear(screen.getByLabelText('Icon address'));
    await user.type(screen.getByLabelText('Link after registration'), '/deposit');
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    // The platform's refusal lands by its field.
    await within(form).findByText('The link must be a path on this site.');
    expect(errorOf('Link after registration')).toBe('The link must be a path on this site.');
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    await expect.poll(() => screen.queryByRole('form', { name: 'New welcome pack' })).toBeNull();
    expect(calls.filter((c) => c.id === 'createWelcomePack').at(-1)?.body).toEqual({
      campaignUUID: campaign().campaignUUID,
      content: { en: { title: 'Reload pack', description: '', steps: ['50% on a deposit', 'A free spin'] } },
      icon: null,
      isDefault: false,
      buttonLink: '/deposit',
      position: 2,
    });
  });

  it('edits a pack keeping its other languages, and deletes one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listWelcomePacks: () => [PACK],
      listCampaigns: () => [campaign()],
      updateWelcomePack: (c) => ({ ...PACK, ...(c.body as object) }),
      deleteWelcomePack: () => ({ success: true }),
    });
    renderConsole('/campaigns/welcome-packs', ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Edit Casino starter' }));
    const form = screen.getByRole('form', { name: 'Welcome pack Casino starter' });
    expect(within(form).getByLabelText('Title (en)')).toHaveValue('Casino starter');
    await user.clear(within(form).getByLabelText('Title (en)'));
    await user.type(within(form).getByLabelText('Title (en)'), 'Casino starter pack');
    await user.click(within(form).getByRole('button', { name: 'Save the welcome pack' }));
    await expect
      .poll(() => calls.find((c) => c.id === 'updateWelcomePack')?.body)
      .toMatchObject({
        content: { en: { title: 'Casino starter pack' }, de: { title: 'Casino-Start' } },
        isDefault: true,
      });
    await user.click(screen.getByRole('button', { name: 'Delete Casino starter' }));
    expect(await screen.findByText('Casino starter deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'deleteWelcomePack')?.params).toEqual({ uid: PACK.uid });
  });

  it('adds a language to a new pack, refusing a bad code or a missing text beside its field', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listWelcomePacks: () => [PACK],
      listCampaigns: () => [campaign()],
      createWelcomePack: (c) => ({
        ...PACK,
        ...(c.body as object),
        uid: '2b2c3d4e-5f60-4718-829a-3b4c5d6e7f81',
      }),
    });
    renderConsole('/campaigns/welcome-packs', ADMIN);
    await user.click(await screen.findByRole('button', { name: 'New welcome pack' }));
    const form = screen.getByRole('form', { name: 'New welcome pack' });
    await user.selectOptions(within(form).getByLabelText('Campaign'), 'Friday deposit');
    await user.type(within(form).getByLabelText('Title (en)'), 'Reload pack');
    await user.type(within(form).getByLabelText('New language code'), 'Deutsch');
    await user.click(within(form).getByRole('button', { name: 'Add the language' }));
    await waitFor(() => expect(errorOf('New language code')).toMatch(/locale such as en or en-US/));
    expect(within(form).queryByLabelText('Title (de)')).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New language code'));
    await user.type(within(form).getByLabelText('New language code'), 'de');
    await user.click(within(form).getByRole('button', { name: 'Add the language' }));
    expect(within(form).getByLabelText('Language')).toHaveValue('de');
    await user.type(within(form).getByLabelText('Steps (de)'), 'Erste Einzahlung');
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    await waitFor(() => expect(errorOf('Title (de)')).toBe('This field is required.'));
    expect(within(form).getByRole('option', { name: 'de (has errors)' })).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'createWelcomePack')).toBe(false);

    await user.type(within(form).getByLabelText('Title (de)'), 'Nachlade-Paket');
    // A language added by mistake goes again; the default one cannot.
    await user.type(within(form).getByLabelText('New language code'), 'fr');
    await user.click(within(form).getByRole('button', { name: 'Add the language' }));
    await user.click(within(form).getByRole('button', { name: 'Remove fr' }));
    expect(within(form).getByLabelText('Language')).toHaveValue('en');
    expect(within(form).queryByRole('button', { name: 'Remove en' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('option', { name: 'fr' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create the welcome pack' }));
    await expect
      .poll(() => calls.find((c) => c.id === 'createWelcomePack')?.body)
      .toMatchObject({
        content: {
          en: { title: 'Reload pack', description: '', steps: [] },
          de: { title: 'Nachlade-Paket', description: '', steps: ['Erste Einzahlung'] },
        },
      });
    const sent = calls.find((c) => c.id === 'createWelcomePack')?.body as { content: object };
    expect(Object.keys(sent.content)).toEqual(['en', 'de']);
  });

  it("shows a pack's texts in another language for editing", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      listWelcomePacks: () => [PACK],
      listCampaigns: () => [campaign()],
      updateWelcomePack: (c) => ({ ...PACK, ...(c.body as object) }),
    });
    renderConsole('/campaigns/welcome-packs', ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Edit Casino starter' }));
    const form = screen.getByRole('form', { name: 'Welcome pack Casino starter' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'de');
    expect(within(form).getByLabelText('Title (de)')).toHaveValue('Casino-Start');
    await user.type(within(form).getByLabelText('Description (de)'), 'Drei Einzahlungen');
    await user.click(within(form).getByRole('button', { name: 'Save the welcome pack' }));
    await expect
      .poll(() => calls.find((c) => c.id === 'updateWelcomePack')?.body)
      .toMatchObject({
        content: {
          en: { title: 'Casino starter' },
          de: { title: 'Casino-Start', description: 'Drei Einzahlungen' },
        },
      });
  });
});
