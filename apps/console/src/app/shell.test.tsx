import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleClient } from '../shared/api/index.ts';
import { operatorKeys } from '../shared/session/operator.ts';
import { ADMIN, renderConsole } from '../test/render.tsx';

describe('the console shell', () => {
  it('sends a visitor to the sign-in page', async () => {
    renderConsole('/withdrawals', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('shows the signed-in operator, the sections and the home section', async () => {
    renderConsole('/', ADMIN);
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Ada (admin)');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Players', 'KYC queue', 'Withdrawals', 'Reports', 'Audit log', 'Operators']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves focus to the main region when the operator opens another section', async () => {
    const user = userEvent.setup();
    renderConsole('/players', ADMIN);
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('sends the operator to sign in when a call finds the session over', async () => {
    const { queryClient } = renderConsole('/reports', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const fetchMock = async () =>
      Response.json({ error: 'error.access.unauthorized', message: 'Session over' }, { status: 401 });
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as typeof fetch;
    try {
      await expect(consoleClient.json('/api/operator/reports')).rejects.toMatchObject({ status: 401 });
    } finally {
      globalThis.fetch = original;
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(queryClient.getQueryData(operatorKeys.me())).toBeNull();
  });

  it('has a page for an address it does not know', async () => {
    renderConsole('/no/such/page', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });
});
