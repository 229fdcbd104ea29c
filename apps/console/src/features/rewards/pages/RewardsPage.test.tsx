import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubCall, stubApi } from '../../../test/api-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, PROMO, TEMPLATE } from '../test-data.ts';

/** The field's description (its hint and its error) comes to hold `text`. */
const described = (field: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(field).toHaveAccessibleDescription(text));

const lists = {
  'GET /api/operator/reward-templates': () => [TEMPLATE],
  'GET /api/operator/promo-codes': (call: StubCall) => pageFor([PROMO], call),
};

describe('the reward templates', () => {
  it('lists them, filtered by kind in the browser', async () => {
    const user = userEvent.setup();
    stubApi(lists);
    renderConsole('/rewards', MARKETING);
    const table = await screen.findByRole('table', { name: 'Reward templates' });
    const row = await within(table).findByRole('row', { name: /Welcome 10/ });
    expect(row).toHaveTextContent('×5 · default 100%');
    expect(row).toHaveTextContent('table-games 10%');
    await user.selectOptions(screen.getByLabelText('Filter by kind'), 'Free spins');
    expect(await within(table).findByText('No templates here.')).toBeInTheDocument();
  });

  it('checks a template against the contract before sending, then shows the platform refusal beside its field', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...lists,
      'POST /api/operator/reward-templates': () => ({
        status: 400,
        body: {
          error: 'error.validation',
          message: 'amounts: rewards.errors.currency',
          fieldErrors: { amounts: 'rewards.errors.currency' },
        },
      }),
    });
    renderConsole('/rewards', MARKETING);
    const form = await screen.findByRole('form', { name: 'New reward template' });
    const create = within(form).getByRole('button', { name: 'Create template' });
    await user.click(create);
    await described(within(form).getByLabelText('Name (operators see it)'), 'Required.');
    await described(within(form).getByLabelText('Title (en)'), 'Required.');
    await user.type(within(form).getByLabelText('Name (operators see it)'), 'Spring');
    await user.type(within(form).getByLabelText('Title (en)'), 'Spring bonus');
    await user.click(create);
    await described(within(form).getByLabelText('Amounts'), /Give an amount in at least one currency\./);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Amounts'), 'XYZ 10.00');
    await user.type(within(form).getByLabelText('Contributions by game category (%)'), 'slots 100, live 20');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    await described(within(form).getByLabelText('Amounts'), /The brand does not offer this currency\./);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'BONUS',
      name: 'Spring',
      content: { en: { title: 'Spring bonus' } },
      amounts: { XYZ: '10.00' },
      contributions: { slots: 100, live: 20 },
      wageringMultiplier: 30,
      freeSpins: null,
    });
  });

  it('asks for the game of a free-spin template, and edits one with its settings', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...lists,
      'PUT /api/operator/reward-templates/:id': (c) => ({ ...TEMPLATE, ...(c.body as object) }),
    });
    renderConsole('/rewards', MARKETING);
    const form = await screen.findByRole('form', { name: 'New reward template' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Free spins');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    await described(within(form).getByLabelText('Number of spins'), 'Enter a number.');
    expect(within(form).queryByLabelText('Deposit percent')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit Welcome 10' }));
    const edit = await screen.findByRole('form', { name: 'Edit Welcome 10' });
    expect(within(edit).getByLabelText('Contributions by game category (%)')).toHaveValue('table-games 10');
    const multiplier = within(edit).getByLabelText('Wagering multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '500');
    await user.click(within(edit).getByRole('button', { name: 'Save template' }));
    await described(multiplier, 'At most 200.');
    await user.clear(multiplier);
    await user.type(multiplier, '8');
    await user.click(within(edit).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved the template Welcome 10.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/operator/reward-templates/${TEMPLATE.templateUUID}`,
      body: { wageringMultiplier: 8, contributions: { 'table-games': 10 } },
    });
  });

  it('adds a language to a template, refusing a bad code or a missing text beside its field', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      ...lists,
      'POST /api/operator/reward-templates': (c) =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                error: 'error.validation',
                message: 'content.de.terms: fields.errors.too-long',
                fieldErrors: { 'content.de.terms': 'fields.errors.too-long' },
              },
            }
          : { ...TEMPLATE, ...(c.body as object) },
    });
    renderConsole('/rewards', MARKETING);
    const form = await screen.findByRole('form', { name: 'New reward template' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Name (operators see it)'), 'Spring');
    await user.type(field('Title (en)'), 'Spring bonus');
    await user.type(field('Amounts'), 'USD 10.00');
    await user.type(field('New language code'), 'DE');
    await user.click(within(form).getByRole('button', { name: 'Add the language' }));
    await described(field('New language code'), /locale such as en or en-US/);
    await user.clear(field('New language code'));
    await user.type(field('New language code'), 'de');
    await user.click(within(form).getByRole('button', { name: 'Add the language' }));
    await user.type(field('Terms (de)'), 'Nur einmal.');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    await described(field('Title (de)'), 'Required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(field('Title (de)'), 'Frühlingsbonus');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    // The platform's refusal of a text in German lands beside that text.
    await described(field('Terms (de)'), 'This is too long.');
    await user.click(within(form).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Saved the template Spring.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      content: {
        en: { title: 'Spring bonus', description: '', terms: '', image: null },
        de: { title: 'Frühlingsbonus', description: '', terms: 'Nur einmal.', image: null },
      },
    });
  });

  it("shows a template's texts in another language for editing, and sends them changed", async () => {
    const user = userEvent.setup();
    const german = { title: 'Zehn gratis', description: 'Für Neue', image: null, terms: '' };
    const calls = stubApi({
      ...lists,
      'GET /api/operator/reward-templates': () => [
        { ...TEMPLATE, content: { ...TEMPLATE.content, de: german } },
      ],
      'PUT /api/operator/reward-templates/:id': (c) => ({ ...TEMPLATE, ...(c.body as object) }),
    });
    renderConsole('/rewards', MARKETING);
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome 10' }));
    const edit = await screen.findByRole('form', { name: 'Edit Welcome 10' });
    expect(within(edit).getByLabelText('Title (en)')).toHaveValue('Ten free');
    await user.selectOptions(within(edit).getByLabelText('Language'), 'de');
    expect(within(edit).getByLabelText('Title (de)')).toHaveValue('Zehn gratis');
    expect(within(edit).getByLabelText('Description (de)')).toHaveValue('Für Neue');
    await user.type(within(edit).getByLabelText('Image address (de)'), 'https://cdn.example.com/zehn.png');
    await user.click(within(edit).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved the template Welcome 10.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      content: {
        en: { title: 'Ten free' },
        de: { ...german, image: 'https://cdn.example.com/zehn.png' },
      },
    });
  });

  it('shows a reader the lists without the forms', async () => {
    stubApi(lists);
    renderConsole('/rewards', { ...MARKETING, roles: ['read-only'] });
    const table = await screen.findByRole('table', { name: 'Reward templates' });
    expect(await within(table).findByRole('row', { name: /Welcome 10/ })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Welcome 10' })).not.toBeInTheDocument();
  });
});

describe('the promo codes', () => {
  it('lists a code with its limits, dates and uses', async () => {
    stubApi(lists);
    renderConsole('/rewards', MARKETING);
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const row = await within(table).findByRole('row', { name: /spring10/ });
    expect(row).toHaveTextContent('7 / 100 (1 per player)');
    expect(row).toHaveTextContent('Welcome 10');
    expect(row).toHaveTextContent('1 Dec 2026');
    expect(row).toHaveTextContent('US · every currency');
  });

  it('asks the platform for a page of the codes containing the text typed, in the state chosen', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 25 }, (_, i) => ({
      ...PROMO,
      code: `${i % 2 ? 'spring' : 'autumn'}${i}`,
      enabled: i % 3 > 0,
    }));
    const calls = stubApi({
      ...lists,
      'GET /api/operator/promo-codes': (call: StubCall) => {
        const q = call.query.get('q') ?? '';
        const state = call.query.get('state');
        const kept = codes.filter(
          (c) => c.code.includes(q) && (!state || c.enabled === (state === 'enabled')),
        );
        return pageFor(kept, call);
      },
    });
    renderConsole('/rewards', MARKETING);
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    await within(table).findByRole('row', { name: /autumn0/ });
    expect(screen.getByText(/Rows 1–20 of 25/)).toBeInTheDocument();
    const promoCalls = () =>
      calls.filter((c) => c.method === 'GET' && c.path === '/api/operator/promo-codes');

    await user.type(screen.getByRole('searchbox', { name: 'Code contains' }), 'spring');
    expect(await screen.findByText(/Rows 1–12 of 12/)).toBeInTheDocument();
    expect(promoCalls().at(-1)?.query.toString()).toBe('page=0&size=20&q=spring');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
    expect(await screen.findByText(/Rows 1–4 of 4/)).toBeInTheDocument();
    expect(promoCalls().at(-1)?.query.toString()).toBe('page=0&size=20&q=spring&state=disabled');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('spring3'),
      expect.stringContaining('spring9'),
      expect.stringContaining('spring15'),
      expect.stringContaining('spring21'),
    ]);
  });

  it('checks a code before sending, and shows a code taken already beside the code', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...lists,
      'POST /api/operator/promo-codes': () => ({
        status: 409,
        body: { error: 'error.promo.exists', message: 'A promo code with this name exists already.' },
      }),
    });
    renderConsole('/rewards', MARKETING);
    const form = await screen.findByRole('form', { name: 'New promo code' });
    await user.type(within(form).getByLabelText('Code'), 'no-dash!');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await described(within(form).getByLabelText('Code'), /A promo code has only letters and digits\./);
    await described(within(form).getByLabelText('Reward template'), 'Choose the reward the code grants.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'SPRING10');
    await within(form).findByRole('option', { name: 'Welcome 10' });
    await user.selectOptions(within(form).getByLabelText('Reward template'), 'Welcome 10');
    await user.type(within(form).getByLabelText('Uses in all'), '50');
    await user.type(within(form).getByLabelText('Starts (UTC)'), '2026-12-01T09:30');
    await user.type(within(form).getByLabelText('Countries'), 'us, ca');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await described(within(form).getByLabelText('Code'), /A promo code with this name exists already\./);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'SPRING10',
      templateUUID: TEMPLATE.templateUUID,
      startsAt: '2026-12-01T09:30:00.000Z',
      endsAt: null,
      maxUses: 50,
      maxUsesPerPlayer: 1,
      countries: ['US', 'CA'],
      currencies: [],
      enabled: true,
    });
  });
});
