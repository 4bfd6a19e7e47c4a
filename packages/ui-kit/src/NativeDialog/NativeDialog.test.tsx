import { StrictMode, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from '../Button/Button';
import { NativeDialog } from './NativeDialog';

/** An opener outside the dialog, so focus return can be seen (the dialog has no trigger prop). */
function NoticeDialog(props: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Read notice</Button>
      <NativeDialog
        title="Maintenance tonight"
        closeLabel="Close"
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        actions={(close) => <Button onPress={close}>Got it</Button>}
      >
        <label>
          Remind me <input />
        </label>
      </NativeDialog>
    </>
  );
}

async function openWithKeyboard() {
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Read notice' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Maintenance tonight' });
}

describe('NativeDialog', () => {
  it('opens as a modal dialog labelled by its title, with focus inside', async () => {
    render(<NoticeDialog />);
    const dialog = await openWithKeyboard();
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Maintenance tonight' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('unmounted while open, it does not report that the person closed it', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<NoticeDialog onOpenChange={onOpenChange} />);
    const dialog = await openWithKeyboard();
    // The browser's 'close' event comes a task after the unmount closes the element; this
    // listener runs after the dialog's own.
    const closed = new Promise((resolve) => dialog.addEventListener('close', resolve));
    unmount();
    await closed;
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('keeps Tab focus inside the dialog: the page behind is inert', async () => {
    render(<NoticeDialog />);
    const dialog = await openWithKeyboard();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Esc through onOpenChange and returns focus to the opener', async () => {
    const onOpenChange = vi.fn();
    render(<NoticeDialog onOpenChange={onOpenChange} />);
    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read notice' })).toHaveFocus());
  });

  it('closes from its close button and returns focus to the opener', async () => {
    render(<NoticeDialog />);
    await openWithKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read notice' })).toHaveFocus());
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    render(<NoticeDialog />);
    const dialog = await openWithKeyboard();
    await userEvent.click(screen.getByRole('heading', { name: 'Maintenance tonight' }));
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(dialog, { position: { x: -10, y: -10 }, force: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('alertdialog variant has role alertdialog and is not dismissed by a backdrop click', async () => {
    render(
      <NativeDialog
        role="alertdialog"
        defaultOpen
        title="Cancel the withdrawal?"
        closeLabel="Close"
      >
        The amount returns to your wallet.
      </NativeDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the withdrawal?' });
    await userEvent.click(dialog, { position: { x: -10, y: -10 }, force: true });
    expect(dialog).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('controlled: stays closed until isOpen is true, closes when its owner unmounts it', async () => {
    const { rerender } = render(
      <NativeDialog isOpen={false} title="Notice" closeLabel="Close">
        Maintenance tonight
      </NativeDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <NativeDialog isOpen title="Notice" closeLabel="Close">
        Maintenance tonight
      </NativeDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    rerender(<p>Gone</p>);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('stays open under StrictMode, whose second run of the effects closes and reopens it', async () => {
    const onOpenChange = vi.fn();
    render(
      <StrictMode>
        <NativeDialog isOpen title="Notice" closeLabel="Close" onOpenChange={onOpenChange}>
          Maintenance tonight
        </NativeDialog>
      </StrictMode>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toHaveAttribute('open');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('has no axe violations when open', async () => {
    render(<NoticeDialog />);
    await openWithKeyboard();
    await expectNoAxeViolations(document);
  });
});
