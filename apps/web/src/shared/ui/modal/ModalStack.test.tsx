import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Button } from '../Button.tsx';
import { useModals } from './ModalStack.tsx';

function Opener() {
  const modals = useModals();
  return (
    <Button
      onClick={() =>
        modals.open({
          title: 'First',
          render: () => (
            <Button onClick={() => modals.open({ title: 'Second', render: () => <p>Second body</p> })}>
              Open second
            </Button>
          ),
        })
      }
    >
      Open first
    </Button>
  );
}

describe('modal stack', () => {
  it('stacks modals, locks page scroll while any is open, and Escape closes only the top one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    expect(document.body.style.overflow).toBe('');

    const opener = screen.getByRole('button', { name: 'Open first' });
    await user.click(opener);
    const first = await screen.findByRole('dialog', { name: 'First' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Open second' }));
    await screen.findByRole('dialog', { name: 'Second' });
    expect(screen.getByText('Second body')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(first).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'First' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // Focus goes back to what opened the stack.
    expect(opener).toHaveFocus();
  });

  it('traps focus inside the top modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
