import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { ADMIN, renderConsole } from '../../test/render.tsx';

const DOC = {
  uuid: '1c9d3e5f-3333-4444-8555-a66667777888',
  playerUuid: '7d0c3c6e-1111-4222-8333-944445555666',
  documentType: 'PASSPORT',
  fileName: 'passport.jpg',
  status: 'WAITING_REVIEW',
  mimeType: 'image/jpeg',
  size: 2048,
  comment: null,
  createdAt: '2026-11-27T09:00:00Z',
  updatedAt: '2026-11-27T09:00:00Z',
};
const page = (content: unknown[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});

describe('the KYC queue', () => {
  it('previews a waiting document and approves it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/operator/documents': () => page([DOC]),
      'POST /api/operator/documents/:id/review': (c) => ({
        ...DOC,
        status: (c.body as { status: string }).status,
      }),
    });
    renderConsole('/kyc', ADMIN);
    const row = await screen.findByRole('row', { name: /Passport/ });
    expect(within(row).getByRole('img', { name: 'Passport: passport.jpg' })).toHaveAttribute(
      'src',
      `/api/operator/documents/${DOC.uuid}/file`,
    );
    expect(within(row).getByRole('link', { name: 'Open passport.jpg' })).toHaveAttribute('target', '_blank');
    // A rejection needs the comment the player reads.
    expect(within(row).getByRole('button', { name: 'Reject passport.jpg' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Approve passport.jpg' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved to verified');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'VERIFIED' });
  });

  it('rejects with the comment, and lists another status on request', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/operator/documents': (c) =>
        page(
          c.query.get('status') === 'WAITING_REVIEW'
            ? [DOC]
            : [{ ...DOC, status: 'REJECTED', comment: 'Blurred' }],
        ),
      'POST /api/operator/documents/:id/review': (c) => ({
        ...DOC,
        status: (c.body as { status: string }).status,
      }),
    });
    renderConsole('/kyc', ADMIN);
    const row = await screen.findByRole('row', { name: /Passport/ });
    await user.type(within(row).getByLabelText(/Comment for the player/), 'Blurred');
    await user.click(within(row).getByRole('button', { name: 'Reject passport.jpg' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved to rejected');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'REJECTED', comment: 'Blurred' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    const rejected = await screen.findByRole('table', { name: 'Documents: rejected' });
    expect(await within(rejected).findByText('No decision left')).toBeInTheDocument();
  });
});
