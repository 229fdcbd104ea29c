import type { ContentCard, Inbox, PlayerMessage } from '@croupier/contract/crm';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NotificationCentre from './NotificationCentre.tsx';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';

const card: ContentCard = {
  id: 'c1',
  title: 'Top up and play on',
  body: 'A bonus on your next deposit.',
  image: null,
  buttonLabel: 'Deposit',
  url: '/deposit',
  status: 'sent',
  createdAt: '2026-11-01T10:00:00Z',
};
const note = (id: string, read: boolean): PlayerMessage => ({
  id,
  kind: 'notification',
  title: `News ${id}`,
  body: '',
  url: null,
  createdAt: '2026-11-01T10:00:00Z',
  read,
  acknowledged: false,
});
const inboxOf = (notifications: PlayerMessage[]): Inbox => ({
  instant: [],
  notifications,
  unread: notifications.filter((n) => !n.read).length,
});

function platform(inbox: Inbox) {
  return stubApi({
    'GET /notifications': () => json(inbox),
    'GET /content-cards': () => json([card]),
    'POST /notifications/n1/read': () => json(inbox),
  });
}

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the notification centre (000 §2)', () => {
  it('counts what its list shows as unread: a content card never opened is not an unread notification', async () => {
    platform(inboxOf([]));
    renderWithProviders(<NotificationCentre />);
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    await userEvent.click(bell);
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(centre).findByRole('article', { name: 'Top up and play on' })).toBeInTheDocument();
    expect(within(centre).getByText('No notifications.')).toBeInTheDocument();
    // With the card loaded and listed, the bell still counts no unread notification.
    expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('an unread notification is counted and listed as new', async () => {
    platform(inboxOf([note('n1', false), note('n2', true)]));
    renderWithProviders(<NotificationCentre />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await list.findByText('News n1')).toBeInTheDocument();
    expect(list.getAllByText('New:')).toHaveLength(1);
  });
});
