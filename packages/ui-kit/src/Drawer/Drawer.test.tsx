import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from '../Button/Button';
import type { DrawerPlacement } from './Drawer';
import { Drawer } from './Drawer';

function Menu({
  placement = 'left',
  onOpenChange,
}: {
  placement?: DrawerPlacement;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Drawer
      trigger={<Button>Menu</Button>}
      title="Main menu"
      closeLabel="Close menu"
      placement={placement}
      onOpenChange={onOpenChange}
    >
      <nav aria-label="Sections">
        <a href="/slots">Slots</a> <a href="/live">Live casino</a>
      </nav>
    </Drawer>
  );
}

async function openWithKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard(' ');
  return screen.findByRole('dialog', { name: 'Main menu' });
}

describe('Drawer', () => {
  it('opens from its trigger as a modal dialog named by its title, on the chosen side', async () => {
    render(<Menu placement="right" />);
    const dialog = await openWithKeyboard();
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'right');
    expect(screen.getByText('Menu').closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('traps Tab focus inside the sheet', async () => {
    render(<Menu />);
    const dialog = await openWithKeyboard();
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('closes from its close button with the keyboard and returns focus to the trigger', async () => {
    render(<Menu />);
    await openWithKeyboard();
    screen.getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('has no axe violations when open', async () => {
    render(<Menu />);
    await openWithKeyboard();
    await expectNoAxeViolations(document);
  });
});
