import type { CatalogueProvider } from '@croupier/contract/catalogue-operator';
import type { OperatorRole } from '@croupier/contract/operator-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';

const operator = (roles: OperatorRole[]) => ({
  id: '1b6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5a',
  email: 'mia@croupier.test',
  roles,
  recoveryCodesLeft: 10,
});

const studio: CatalogueProvider = {
  alias: 'aurora-gaming',
  name: 'Aurora Gaming',
  enabled: true,
  sortOrder: 3,
  gamesCount: 5,
};
const page = <T,>(content: T[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});

function stubCatalogue(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    listCatalogueGames: () => page([]),
    listCatalogueProviders: () => page([studio]),
    listCatalogueCategories: () => ({ categories: [] }),
    ...overrides,
  });
}

async function openStudio(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole('table', { name: 'Studios' });
  await user.click(await within(table).findByRole('button', { name: 'Edit studio Aurora Gaming' }));
  return screen.getByRole('form', { name: 'Edit studio Aurora Gaming' });
}

describe("the catalogue's studios", () => {
  it("checks a studio's name and order with the contract's rules, then sends its name, order and state", async () => {
    const user = userEvent.setup();
    const calls = stubCatalogue({
      updateCatalogueProvider: ({ body }) => ({ ...studio, ...body }),
    });
    renderConsole('/catalogue', operator(['marketing']));
    const form = await openStudio(user);
    const name = within(form).getByRole('textbox', { name: 'Studio name' });
    const order = within(form).getByRole('textbox', { name: 'Order in the lobby' });
    expect(name).toHaveValue('Aurora Gaming');
    expect(order).toHaveValue('3');
    expect(within(form).getByRole('checkbox', { name: /Enabled/ })).toBeChecked();

    await user.clear(name);
    await user.clear(order);
    await user.type(order, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save studio' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription(
      '0 or more; the smallest comes first. This value is not valid.',
    );
    expect(calls.some((c) => c.id === 'updateCatalogueProvider')).toBe(false);

    await user.clear(order);
    await user.type(order, '10001');
    await user.type(name, 'Aurora Studios');
    await user.click(within(form).getByRole('button', { name: 'Save studio' }));
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(order).toHaveAccessibleDescription(
      '0 or more; the smallest comes first. This number is too large.',
    );
    expect(calls.some((c) => c.id === 'updateCatalogueProvider')).toBe(false);

    await user.clear(order);
    await user.type(order, '0');
    await user.click(within(form).getByRole('checkbox', { name: /Enabled/ }));
    await user.click(within(form).getByRole('button', { name: 'Save studio' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Aurora Studios saved; the lobby shows it now.',
    );
    const sent = calls.find((c) => c.id === 'updateCatalogueProvider');
    expect(sent?.params).toEqual({ alias: 'aurora-gaming' });
    expect(sent?.body).toEqual({ name: 'Aurora Studios', sortOrder: 0, enabled: false });
  });

  it("shows the server's refusal next to the field it names", async () => {
    const user = userEvent.setup();
    stubCatalogue({
      updateCatalogueProvider: () =>
        refusal(400, 'error.validation', 'Invalid body', { name: 'fields.errors.control-characters' }),
    });
    renderConsole('/catalogue', operator(['admin']));
    const form = await openStudio(user);
    await user.click(within(form).getByRole('button', { name: 'Save studio' }));
    const name = within(form).getByRole('textbox', { name: 'Studio name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Please remove the special characters this field cannot hold.',
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([[['read-only']], [['support']]] as OperatorRole[][][])(
    'shows the studios to %s without a way to change them',
    async (roles) => {
      stubCatalogue();
      renderConsole('/catalogue', operator(roles));
      const table = await screen.findByRole('table', { name: 'Studios' });
      expect(await within(table).findByRole('cell', { name: 'Aurora Gaming' })).toBeInTheDocument();
      expect(within(table).queryByRole('button')).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Edit' })).toBeNull();
      expect(screen.queryByRole('form', { name: /Edit studio/ })).toBeNull();
    },
  );
});
