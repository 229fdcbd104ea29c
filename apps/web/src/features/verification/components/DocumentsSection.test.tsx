import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';

afterEach(() => vi.unstubAllGlobals());

const doc = (over: Record<string, unknown>) => ({
  uuid: '0d7c3c6e-1111-4222-8333-944445555601',
  documentType: 'PASSPORT',
  fileName: 'passport.png',
  status: 'WAITING_REVIEW',
  mimeType: 'image/png',
  size: 68,
  comment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('documents (001 §2, §3, §8)', () => {
  it('lists the documents with their status and uploads a file as multipart file and name', async () => {
    const list = [
      doc({
        status: 'REJECTED',
        comment: 'Blurred',
        fileName: 'old.jpg',
        uuid: '0d7c3c6e-1111-4222-8333-944445555602',
      }),
    ];
    stubApi({
      [`GET /player-attachment/files/${profile.uuid}`]: () => json(list),
      [`POST /player-attachment/files/${profile.uuid}/ID_CARD/upload`]: () => {
        list.unshift(doc({ documentType: 'ID_CARD', fileName: 'card.png' }));
        return json(list[0]);
      },
    });
    const fetchMock = vi.mocked(fetch);
    const user = userEvent.setup();
    renderWithProviders(<DocumentsSection playerUUID={profile.uuid} />);
    const rejected = await screen.findByRole('row', { name: /old\.jpg/ });
    expect(within(rejected).getByText('Rejected')).toBeVisible();
    expect(within(rejected).getByText('Blurred')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Document type'), 'ID_CARD');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const row = await screen.findByRole('row', { name: /card\.png/ });
    expect(within(row).getByText('ID card')).toBeVisible();
    expect(within(row).getByText('Waiting for review')).toBeVisible();
    const upload = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/upload'));
    const sent = upload?.[1]?.body as FormData;
    expect(sent.get('name')).toBe('card.png');
    expect((sent.get('file') as File).name).toBe('card.png');
  });

  it("shows the server's error for a refused file, and asks for a file first", async () => {
    stubApi({
      [`GET /player-attachment/files/${profile.uuid}`]: () => json([]),
      [`POST /player-attachment/files/${profile.uuid}/PASSPORT/upload`]: () =>
        json({ error: 'error.document.too-large', message: 'too large' }, 413),
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentsSection playerUUID={profile.uuid} />);
    expect(await screen.findByText('You have not uploaded any documents yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file to upload.');
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'big.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large.');
  });
});
