import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const BEA = {
  id: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  email: 'bea@croupier.test',
  roles: ['support'],
  enrolled: true,
  disabled: false,
  lockedUntil: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSignInAt: '2026-11-27T08:00:00.000Z',
};
const KEY = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'crm-sync',
  roles: ['marketing'],
  prefix: 'cro_ab12',
  createdAt: '2026-11-02T09:00:00.000Z',
  createdBy: 'ada@croupier.test',
  revokedAt: null,
  lastUsedAt: '2026-11-27T07:00:00.000Z',
  lastUsedIp: '192.0.2.4',
};

function stubOperators(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    listOperators: () => ({ operators: [BEA] }),
    listApiKeys: () => ({ keys: [KEY] }),
    ...extra,
  });
}

describe('operators and API keys', () => {
  it('creates an operator with roles and shows the enrolment link once', async () => {
    const user = userEvent.setup();
    const url = 'http://localhost:3000/console/activate#tok';
    const calls = stubOperators({
      createOperator: ({ body }) => ({
        operator: { ...BEA, id: KEY.id, email: body?.email, roles: body?.roles, enrolled: false },
        enrolment: { url, token: 'tok', expiresAt: '2026-11-30T09:00:00.000Z' },
      }),
    });
    renderConsole('/operators', ADMIN);
    const form = await screen.findByRole('form', { name: 'New operator' });
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(within(form).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
      'Choose at least one role.',
    );
    await user.type(within(form).getByLabelText('E-mail'), 'fin@croupier.test');
    await user.click(within(form).getByRole('checkbox', { name: 'finance' }));
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));

    expect(
      await screen.findByRole('heading', { name: 'Enrolment link for fin@croupier.test' }),
    ).toHaveFocus();
    expect(screen.getByRole('definition')).toHaveTextContent(url);
    expect(calls.find((c) => c.id === 'createOperator')?.body).toEqual({
      email: 'fin@croupier.test',
      roles: ['finance'],
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(url)).toBeNull();
  });

  it('says when the e-mail is taken', async () => {
    const user = userEvent.setup();
    stubOperators({
      createOperator: () => refusal(409, 'error.operator.exists', 'An operator has this e-mail'),
    });
    renderConsole('/operators', ADMIN);
    const form = await screen.findByRole('form', { name: 'New operator' });
    await user.type(within(form).getByLabelText('E-mail'), 'bea@croupier.test');
    await user.click(within(form).getByRole('checkbox', { name: 'support' }));
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An operator has this e-mail');
  });

  it("changes an operator's roles, disables them and reissues their enrolment", async () => {
    const user = userEvent.setup();
    const calls = stubOperators({
      updateOperator: ({ body }) => ({ ...BEA, ...body }),
      reissueEnrolment: () => ({
        url: 'http://localhost:3000/console/activate#again',
        token: 'again',
        expiresAt: '2026-11-30T09:00:00.000Z',
      }),
    });
    renderConsole('/operators', ADMIN);
    const row = within(await screen.findByRole('table', { name: 'Operator accounts' })).getByRole('row', {
      name: /bea@croupier.test/,
    });
    expect(row).toHaveTextContent('Active');

    await user.click(within(row).getByRole('button', { name: 'Change roles of bea@croupier.test' }));
    expect(screen.getByRole('heading', { name: 'Roles of bea@croupier.test' })).toHaveFocus();
    const editor = screen.getByRole('form', { name: 'Roles of bea@croupier.test' });
    expect(within(editor).getByRole('checkbox', { name: 'support' })).toBeChecked();
    await user.click(within(editor).getByRole('checkbox', { name: 'compliance' }));
    await user.click(within(editor).getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('The roles of bea@croupier.test are saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'updateOperator')).toMatchObject({
      params: { operatorId: BEA.id },
      body: { roles: ['compliance', 'support'] },
    });

    await user.click(within(row).getByRole('button', { name: 'Disable bea@croupier.test' }));
    expect(await screen.findByText('bea@croupier.test is disabled.')).toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'updateOperator').at(-1)?.body).toEqual({ disabled: true });

    await user.click(within(row).getByRole('button', { name: 'Reissue enrolment of bea@croupier.test' }));
    expect(
      await screen.findByRole('heading', { name: 'New enrolment link for bea@croupier.test' }),
    ).toHaveFocus();
    expect(screen.getByText('http://localhost:3000/console/activate#again')).toBeInTheDocument();
  });

  it('lists the API keys with their last use, creates one shown once, and revokes one', async () => {
    const user = userEvent.setup();
    const calls = stubOperators({
      createApiKey: ({ body }) => ({
        apiKey: { ...KEY, id: BEA.id, name: body?.name, lastUsedAt: null, lastUsedIp: null },
        key: 'cro_secret_key_value',
      }),
      revokeApiKey: () => ({ ...KEY, revokedAt: '2026-11-27T12:00:00.000Z' }),
    });
    renderConsole('/operators', ADMIN);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByRole('row', { name: /crm-sync/ });
    expect(row).toHaveTextContent('192.0.2.4');
    expect(row).toHaveTextContent('cro_ab12…');

    const form = screen.getByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Name'), 'reports-export');
    await user.click(within(form).getByRole('checkbox', { name: 'finance' }));
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('heading', { name: 'API key reports-export' })).toHaveFocus();
    expect(screen.getByText('cro_secret_key_value')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'createApiKey')?.body).toEqual({
      name: 'reports-export',
      roles: ['finance'],
    });

    await user.click(within(row).getByRole('button', { name: 'Revoke crm-sync' }));
    await waitFor(() =>
      expect(calls.find((c) => c.id === 'revokeApiKey')?.params).toEqual({ keyId: KEY.id }),
    );
  });
});
