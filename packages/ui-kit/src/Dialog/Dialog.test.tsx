import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function LoginDialog(props: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      trigger={<Button>Log in</Button>}
      title="Welcome back"
      closeLabel="Close"
      onOpenChange={props.onOpenChange}
      actions={(close) => <Button onPress={close}>Continue</Button>}
    >
      <label>
        Username <input />
      </label>
    </Dialog>
  );
}

async function openWithKeyboard() {
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Welcome back' });
}

describe('Dialog', () => {
  it('opens from its trigger, is modal and labelled by its title', async () => {
    render(<LoginDialog />);
    const dialog = await openWithKeyboard();
    expect(dialog).toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    // Content behind the modal is made inert: unreachable by pointer, keyboard and screen readers.
    expect(screen.getByText('Log in').closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('traps Tab focus inside the dialog', async () => {
    render(<LoginDialog />);
    const dialog = await openWithKeyboard();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<LoginDialog onOpenChange={onOpenChange} />);
    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });

  it('closes from its close button and returns focus to the trigger', async () => {
    render(<LoginDialog />);
    await openWithKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
  });

  it('alertdialog variant has role alertdialog and is not dismissed by an outside click', async () => {
    render(
      <Dialog
        role="alertdialog"
        defaultOpen
        title="Cancel the withdrawal?"
        closeLabel="Close"
        actions={(close) => (
          <Button tone="critical" onPress={close}>
            Cancel withdrawal
          </Button>
        )}
      >
        The amount returns to your wallet.
      </Dialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the withdrawal?' });
    await userEvent.click(document.body, { position: { x: 2, y: 2 }, force: true });
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('controlled: stays closed until isOpen is true', async () => {
    const { rerender } = render(
      <Dialog isOpen={false} title="Notice" closeLabel="Close">
        Maintenance tonight
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Dialog isOpen title="Notice" closeLabel="Close">
        Maintenance tonight
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(<LoginDialog />);
    await openWithKeyboard();
    await expectNoAxeViolations(document);
  });
});
