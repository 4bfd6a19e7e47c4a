import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { createToastQueue, ToastRegion } from './Toast';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The pointer stays where the previous test left it, which may be where a toast appears (and a
// hovered toast rightly pauses); park it on an element far from the region first.
async function parkPointer() {
  await userEvent.hover(screen.getByText('Page'));
}

describe('Toast', () => {
  it('shows a queued toast in a named region and announces it politely', async () => {
    const queue = createToastQueue();
    render(
      <>
        <p>Page</p>
        <ToastRegion queue={queue} label="Notifications" closeLabel="Dismiss" />
      </>,
    );
    await parkPointer();
    act(() => {
      queue.add({ title: 'Deposit received', description: '100.00 added', tone: 'positive' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Deposit received');
    expect(region).toContainElement(status);
    expect(screen.getByRole('alertdialog', { name: 'Deposit received' })).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });

  it('closes from its close button', async () => {
    const queue = createToastQueue();
    render(
      <>
        <p>Page</p>
        <ToastRegion queue={queue} label="Notifications" closeLabel="Dismiss" />
      </>,
    );
    await parkPointer();
    act(() => {
      queue.add({ title: 'Saved' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('dismisses itself after its timeout', async () => {
    const queue = createToastQueue();
    render(
      <>
        <p>Page</p>
        <ToastRegion queue={queue} label="Notifications" closeLabel="Dismiss" />
      </>,
    );
    await parkPointer();
    act(() => {
      queue.add({ title: 'Saved' }, { timeout: 300 });
    });
    // Read in the task that shows it: a busy machine could let 300 ms pass before a later look.
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 10_000 });
  });

  it('pauses the timeout while focused and while hovered', async () => {
    const queue = createToastQueue();
    render(
      <>
        <p>Page</p>
        <ToastRegion queue={queue} label="Notifications" closeLabel="Dismiss" />
      </>,
    );
    await parkPointer();
    // Focus pauses it in the same task that shows it: a pointer moved by the test runner could
    // arrive after a busy machine had already let the 1 s run out (CI: the hover met no toast).
    act(() => {
      queue.add({ title: 'Saved' }, { timeout: 1000 });
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await sleep(1500);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // Hovered, then no longer focused: the hover alone keeps it.
    await userEvent.hover(screen.getByRole('alertdialog', { name: 'Saved' }));
    act(() => {
      dismiss.blur();
    });
    await sleep(1500);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // Neither: the rest of its time runs out.
    await parkPointer();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 10_000 });
  });

  it('has no axe violations with toasts of each tone', async () => {
    const queue = createToastQueue({ maxVisibleToasts: 5 });
    render(
      <>
        <p>Page</p>
        <ToastRegion queue={queue} label="Notifications" closeLabel="Dismiss" />
      </>,
    );
    await parkPointer();
    act(() => {
      queue.add({ title: 'Saved', tone: 'positive' });
      queue.add({ title: 'Connection lost', description: 'Retrying', tone: 'critical' });
      queue.add({ title: 'Maintenance at 02:00', tone: 'caution' });
    });
    await screen.findByText('Connection lost');
    await expectNoAxeViolations(document);
  });
});
