import type { CatalogueGame } from '@croupier/contract/catalogue-operator';
import type { OperatorRole } from '@croupier/contract/operator-roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';

const MARKETING = {
  id: '1b6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5a',
  email: 'mia@croupier.test',
  roles: ['marketing'] as OperatorRole[],
  recoveryCodesLeft: 10,
};

const game: CatalogueGame = {
  uuid: '2c6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5a',
  slug: 'dragon-reels',
  name: 'Dragon Reels',
  providerAlias: 'aurora-gaming',
  providerName: 'Aurora Gaming',
  enabled: true,
  featured: false,
  blockedCountries: [],
  categories: ['slots'],
  popularity: 10,
};
const page = <T,>(content: T[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});
const categories = {
  categories: [
    { slug: 'slots', categoryKey: 'games.categories.slots', gamesCount: 5 },
    { slug: 'new', categoryKey: 'games.categories.new', gamesCount: 0 },
  ],
};

function stubCatalogue(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    listCatalogueGames: () => page([game]),
    listCatalogueProviders: () =>
      page([{ alias: 'aurora-gaming', name: 'Aurora Gaming', enabled: true, sortOrder: 0, gamesCount: 5 }]),
    listCatalogueCategories: () => categories,
    ...overrides,
  });
}

describe('the catalogue', () => {
  it("checks a game's markets with the contract's rules before it sends, and sends them as codes", async () => {
    const user = userEvent.setup();
    const calls = stubCatalogue({
      updateCatalogueGame: ({ body }) => ({ ...game, ...body }),
    });
    renderConsole('/catalogue', MARKETING);
    const table = await screen.findByRole('table', { name: 'Games' });
    await user.click(await within(table).findByRole('button', { name: 'Edit Dragon Reels' }));
    const form = screen.getByRole('form', { name: 'Edit Dragon Reels' });
    const markets = within(form).getByLabelText('Not offered in (country codes, such as DE, FR)');
    await user.type(markets, 'Germany');
    await user.click(within(form).getByRole('button', { name: 'Save game' }));
    expect(await within(form).findByText('must be a two-letter country code such as US')).toBeInTheDocument();
    expect(markets).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.id === 'updateCatalogueGame')).toBe(false);

    await user.clear(markets);
    await user.type(markets, 'de, FR');
    await user.click(within(form).getByRole('button', { name: 'Save game' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Dragon Reels saved');
    const sent = calls.find((c) => c.id === 'updateCatalogueGame');
    expect(sent?.params).toEqual({ gameUuid: game.uuid });
    expect(sent?.body).toEqual({
      enabled: true,
      featured: false,
      blockedCountries: ['DE', 'FR'],
      categories: ['slots'],
    });
  });

  it("shows the server's refusal next to the field it names", async () => {
    const user = userEvent.setup();
    stubCatalogue({
      updateCatalogueGame: () =>
        refusal(400, 'error.validation', 'No such category', {
          categories: 'fields.errors.unknown-category',
        }),
    });
    renderConsole('/catalogue', MARKETING);
    await user.click(await screen.findByRole('button', { name: 'Edit Dragon Reels' }));
    const form = screen.getByRole('form', { name: 'Edit Dragon Reels' });
    await user.click(within(form).getByRole('checkbox', { name: 'new' }));
    await user.click(within(form).getByRole('button', { name: 'Save game' }));
    const categoriesBox = within(form).getByRole('group', { name: 'Categories' });
    expect(await within(categoriesBox).findByText('The catalogue has no such category.')).toBeInTheDocument();
  });

  it('filters the games on the server', async () => {
    const user = userEvent.setup();
    const calls = stubCatalogue();
    renderConsole('/catalogue', MARKETING);
    const filters = await screen.findByRole('form', { name: 'Game filters' });
    await user.type(within(filters).getByLabelText('Name'), 'drag');
    await user.type(within(filters).getByLabelText('Not offered in (country)'), 'de');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Disabled');
    await user.click(within(filters).getByRole('button', { name: 'Find games' }));
    await screen.findByRole('table', { name: 'Games' });
    const last = calls.filter((c) => c.id === 'listCatalogueGames').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
      name: 'drag',
      blockedIn: 'DE',
      enabled: 'false',
    });
  });

  it('checks a new category, reorders the list and saves it whole', async () => {
    const user = userEvent.setup();
    const calls = stubCatalogue({ setCatalogueCategories: () => categories });
    renderConsole('/catalogue', MARKETING);
    const add = await screen.findByRole('form', { name: 'New category' });
    await user.type(within(add).getByLabelText('New category slug'), 'Live Games');
    await user.type(within(add).getByLabelText("Its name's translation key"), 'games.categories.live');
    await user.click(within(add).getByRole('button', { name: 'Add category' }));
    expect(
      await within(add).findByText('must be a slug of lower-case letters, digits and dashes'),
    ).toBeInTheDocument();
    await user.clear(within(add).getByLabelText('New category slug'));
    await user.type(within(add).getByLabelText('New category slug'), 'live');
    await user.click(within(add).getByRole('button', { name: 'Add category' }));
    await user.click(await screen.findByRole('button', { name: 'Move live up' }));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText(/Categories saved/)).toBeInTheDocument();
    const sent = calls.find((c) => c.id === 'setCatalogueCategories');
    expect(((sent?.body?.categories ?? []) as { slug: string }[]).map((c) => c.slug)).toEqual([
      'slots',
      'live',
      'new',
    ]);
  });

  it.each([[['read-only']], [['support']]] as OperatorRole[][][])(
    'shows %s the games and the categories without a way to change them',
    async (roles) => {
      stubCatalogue();
      renderConsole('/catalogue', { ...MARKETING, roles });
      const games = await screen.findByRole('table', { name: 'Games' });
      expect(await within(games).findByRole('cell', { name: 'Dragon Reels' })).toBeInTheDocument();
      expect(within(games).queryByRole('button', { name: /^Edit / })).toBeNull();
      const list = screen.getByRole('region', { name: 'Categories' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['slots (games.categories.slots)', 'new (games.categories.new)']);
      expect(within(list).queryByRole('button')).toBeNull();
    },
  );
});
