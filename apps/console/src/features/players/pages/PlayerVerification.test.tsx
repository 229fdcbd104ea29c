import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubCall, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { operatorWith, overview, PLAYER_UUID, page } from '../test-api.ts';
// The lazy screens, loaded before the first test so none waits for its modules.
import '../PlayersRoutes.tsx';
import './PlayerPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const passport = {
  uuid: '1c9d3e5f-3333-4444-8555-a66667777888',
  documentType: 'PASSPORT',
  fileName: 'passport.jpg',
  status: 'WAITING_REVIEW',
  mimeType: 'image/jpeg',
  size: 2048,
  comment: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};
const bill = {
  ...passport,
  uuid: '2d8e4f60-4444-4555-8666-b77778888999',
  documentType: 'PROOF_OF_ADDRESS',
  fileName: 'bill.pdf',
  status: 'REJECTED',
  comment: 'Older than three months',
};
const identity = { status: 'NOT_VERIFIED', sessionStatus: 'PENDING', updatedAt: '2026-11-26T08:00:00.000Z' };
const noLimits = { currency: 'USD', limits: [], coolingOffHours: 24, history: [] };
const weekly = {
  kind: 'DEPOSIT',
  period: 'WEEK',
  amount: 100,
  used: 0,
  left: 100,
  freesAt: null,
  setBy: 'OPERATOR',
  pending: null,
};
const others = {
  playerOverview: () => overview(),
  playerLedger: () => page([]),
  operatorPlayerBreaks: () => ({ current: null, history: [] }),
  listPlayerRewards: () => ({ content: [], total: 0 }),
};
const sentTo = (calls: StubCall[], id: StubCall['id']) => calls.filter((c) => c.id === id);

describe("a player's verification and documents", () => {
  it('a compliance operator reads the identity check and documents, opens one and approves it', async () => {
    const user = userEvent.setup();
    let status = passport.status;
    const calls = stubApi({
      ...others,
      operatorPlayerLimits: () => noLimits,
      operatorPlayerDocuments: () => ({ identity, documents: [{ ...passport, status }, bill] }),
      reviewDocument: ({ body }) => {
        status = String(body?.status);
        return { ...passport, status };
      },
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('compliance'));
    const section = await screen.findByRole('region', { name: 'Verification and documents' });
    expect(await within(section).findByText(/Identity check: Not verified/)).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Documents' });
    const row = within(table).getByRole('row', { name: /Passport/ });
    expect(within(row).getByRole('cell', { name: 'Waiting review' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open passport.jpg' })).toHaveAttribute(
      'href',
      `/api/operator/documents/${passport.uuid}/file`,
    );
    const rejected = within(table).getByRole('row', { name: /Proof of address/ });
    expect(within(rejected).getByRole('cell', { name: 'Older than three months' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve passport.jpg' }));
    expect(await within(row).findByText('passport.jpg moved to verified.')).toBeInTheDocument();
    expect(sentTo(calls, 'reviewDocument')[0]).toMatchObject({
      params: { documentId: passport.uuid },
      body: { status: 'VERIFIED' },
    });
    // The list reloads with the document's new status.
    expect(await within(row).findByRole('cell', { name: 'Verified' })).toBeInTheDocument();
    expect(sentTo(calls, 'operatorPlayerDocuments').length).toBeGreaterThan(1);
  });

  it('support reads the documents but may neither decide them nor set a restriction', async () => {
    stubApi({
      ...others,
      operatorPlayerLimits: () => noLimits,
      operatorPlayerDocuments: () => ({ identity: null, documents: [passport] }),
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('support'));
    const section = await screen.findByRole('region', { name: 'Verification and documents' });
    expect(await within(section).findByText('Identity check: never started')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open passport.jpg' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a restriction' })).not.toBeInTheDocument();
  });

  it('finance sees neither the documents nor the restriction', async () => {
    stubApi({ ...others, operatorPlayerLimits: () => noLimits });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('finance'));
    await screen.findByRole('form', { name: 'Manual adjustment' });
    expect(screen.queryByRole('region', { name: 'Verification and documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a restriction' })).not.toBeInTheDocument();
  });
});

describe('setting a restriction', () => {
  it('a compliance operator sets a weekly deposit limit after confirming, and sees it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...others,
      operatorPlayerDocuments: () => ({ identity: null, documents: [] }),
      operatorPlayerLimits: () => noLimits,
      setOperatorLimit: () => ({ ...noLimits, limits: [weekly] }),
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('compliance'));
    const form = await screen.findByRole('form', { name: 'Set a restriction' });
    await user.click(within(form).getByRole('button', { name: 'Review limit' }));
    expect(within(form).getByRole('textbox', { name: 'Amount (USD)' })).toHaveAccessibleDescription(
      'Enter an amount above zero, like 100.00.',
    );
    expect(within(form).getByRole('combobox', { name: 'Limit' })).toHaveValue('DEPOSIT');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'Week');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '100');
    await user.click(within(form).getByRole('button', { name: 'Review limit' }));
    expect(sentTo(calls, 'setOperatorLimit')).toHaveLength(0);
    const dialog = within(form).getByRole('alertdialog', { name: 'Set this limit?' });
    expect(dialog).toHaveTextContent('Deposit limit per week: 100.00 USD');
    await user.click(within(dialog).getByRole('button', { name: 'Set the limit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Deposit limit per week set to 100.00 USD.',
    );
    expect(sentTo(calls, 'setOperatorLimit')[0]).toMatchObject({
      params: { playerUUID: PLAYER_UUID },
      body: { kind: 'DEPOSIT', period: 'WEEK', amount: '100' },
    });
    const limits = screen.getByRole('region', { name: 'Limits' });
    expect(await within(limits).findByRole('row', { name: /DEPOSIT · WEEK/ })).toHaveTextContent(
      '100.00 USD0.00 USDOperator',
    );
  });

  it('an admin removes a limit, or goes back without sending anything', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...others,
      operatorPlayerDocuments: () => ({ identity: null, documents: [] }),
      operatorPlayerLimits: () => ({ ...noLimits, limits: [{ ...weekly, period: 'MONTH' }] }),
      setOperatorLimit: () => noLimits,
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('admin'));
    const form = await screen.findByRole('form', { name: 'Set a restriction' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'Month');
    await user.click(within(form).getByRole('button', { name: 'Remove limit' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(calls, 'setOperatorLimit')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Remove limit' }));
    await user.click(within(form).getByRole('button', { name: 'Remove the limit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Deposit limit per month removed.');
    expect(sentTo(calls, 'setOperatorLimit')[0]?.body).toEqual({
      kind: 'DEPOSIT',
      period: 'MONTH',
      amount: null,
    });
    const limits = screen.getByRole('region', { name: 'Limits' });
    expect(await within(limits).findByText('No limits set.')).toBeInTheDocument();
  });
});
