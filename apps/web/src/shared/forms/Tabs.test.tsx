import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupUser } from '../../test/user.ts';
import { Tabs } from './Tabs.tsx';

const ITEMS = [
  { id: 'a', label: 'First' },
  { id: 'b', label: 'Second' },
  { id: 'c', label: 'Third' },
] as const;

function Example() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return <Tabs label="Choices" items={ITEMS} value={value} onChange={setValue} idPrefix="example" />;
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('tabs and the arrow keys', () => {
  it('go on with the right arrow and back with the left one, left to right', async () => {
    const user = setupUser();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
  });

  it('go on with the left arrow right to left, where the tabs run from the right', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const user = setupUser();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
  });
});
