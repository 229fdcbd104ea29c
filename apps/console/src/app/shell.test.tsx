import { operatorsEndpoints } from '@croupier/contract/operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../shared/api/index.ts';
import { operatorKeys } from '../shared/session/operator.ts';
import { signedOut, stubApi } from '../test/endpoint-stub.ts';
import { pageFor } from '../test/page-stub.ts';
import { ADMIN, FINANCE, renderConsole } from '../test/render.tsx';

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console shell', () => {
  it('sends a visitor to the sign-in page', async () => {
    renderConsole('/withdrawals', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('asks the platform who is signed in, and takes its refusal as nobody', async () => {
    const calls = stubApi({ operatorAccount: signedOut });
    renderConsole('/reports', undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((c) => c.id)).toContain('operatorAccount');
  });

  it('opens the console for the operator the platform names', async () => {
    stubApi({ operatorAccount: () => FINANCE });
    renderConsole('/reports', undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as fin@croupier.test (finance)');
  });

  it('shows an admin every section and the home section', async () => {
    renderConsole('/', ADMIN);
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as ada@croupier.test (admin)');
    expect(await navLinks()).toEqual([
      'Players',
      'KYC queue',
      'Withdrawals',
      'Rewards',
      'Campaigns',
      'Tournaments',
      'Loyalty',
      'CRM',
      'Catalogue',
      'Brand',
      'Support',
      'Error reports',
      'Reports',
      'Audit log',
      'Operators',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each role only the sections its calls allow, and refuses the others', async () => {
    renderConsole('/operators', FINANCE);
    expect(await navLinks()).toEqual(['Players', 'Withdrawals', 'Reports']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your roles' })).toBeInTheDocument();
  });

  it('shows compliance the audit log but not the operators', async () => {
    renderConsole('/audit', { ...FINANCE, roles: ['compliance'] });
    expect(await navLinks()).toEqual(['Players', 'KYC queue', 'Withdrawals', 'Audit log']);
  });

  it("shows marketing engagement and content, and refuses support's call-backs", async () => {
    renderConsole('/support', { ...FINANCE, roles: ['marketing'] });
    expect(await navLinks()).toEqual([
      'Rewards',
      'Campaigns',
      'Tournaments',
      'Loyalty',
      'CRM',
      'Catalogue',
      'Brand',
      'Reports',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your roles' })).toBeInTheDocument();
  });

  it("shows support the call-backs, error reports and content, and refuses marketing's CRM", async () => {
    renderConsole('/crm', { ...FINANCE, roles: ['support'] });
    expect(await navLinks()).toEqual(['Players', 'Catalogue', 'Brand', 'Support', 'Error reports']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your roles' })).toBeInTheDocument();
  });

  it('opens marketing on the first section its roles allow, the rewards', async () => {
    stubApi({ listRewardTemplates: () => [], listPromoCodes: (call) => pageFor([], call) });
    renderConsole('/', { ...FINANCE, roles: ['marketing'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
  });

  it('moves focus to the main region when the operator opens another section', async () => {
    const user = userEvent.setup();
    renderConsole('/players', ADMIN);
    await user.click(await screen.findByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('sends the operator to sign in when a call finds the session over', async () => {
    const { queryClient } = renderConsole('/reports', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    stubApi({ operatorAuditLog: signedOut });
    await expect(callEndpoint(operatorsEndpoints.operatorAuditLog, { query: {} })).rejects.toMatchObject({
      status: 403,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(queryClient.getQueryData(operatorKeys.me())).toBeNull();
  });

  it('has a page for an address it does not know', async () => {
    renderConsole('/no/such/page', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });
});
