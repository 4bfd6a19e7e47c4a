import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

// What `react-dom/client` resolves to in a brand app decides two things React Aria counts on:
// a keyboard handler's copy of the event ({ ...e }) has its key and targets, and the effects of a
// key press or click run before the next task. Both are tested with real key presses in Chromium.

let root: Root | null = null;
let container: HTMLElement | null = null;

function mount(element: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(element);
}

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
});

function GameTabs() {
  return (
    <Tabs>
      <TabList aria-label="Games">
        <Tab id="slots">Slots</Tab>
        <Tab id="live">Live casino</Tab>
        <Tab id="sports">Sports</Tab>
      </TabList>
      <TabPanel id="slots">All slots</TabPanel>
      <TabPanel id="live">All live tables</TabPanel>
      <TabPanel id="sports">All matches</TabPanel>
    </Tabs>
  );
}

function LoginDialog() {
  const [opened, setOpened] = useState(0);
  return (
    <DialogTrigger onOpenChange={(open) => open && setOpened((n) => n + 1)}>
      <Button>Log in</Button>
      <Modal>
        <Dialog>
          <Heading slot="title">Log in ({opened})</Heading>
          <Button slot="close">Close</Button>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('react-dom/client shim (React Aria under Preact)', () => {
  it('moves between tabs with the arrow keys (the handler reads key from its copy of the event)', async () => {
    mount(<GameTabs />);
    const slots = page.getByRole('tab', { name: 'Slots' });
    await expect.element(slots).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(slots);
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('tab', { name: 'Live casino' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('All live tables');
    await userEvent.keyboard('{End}');
    await expect
      .element(page.getByRole('tab', { name: 'Sports' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('closes a modal dialog with Escape', async () => {
    mount(<LoginDialog />);
    await userEvent.click(page.getByRole('button', { name: 'Log in' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the button that opened a dialog when it closes', async () => {
    mount(<LoginDialog />);
    const opener = page.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    // The page's inert attribute goes in an effect's clean-up; the focus moves back in the next
    // frame, which must find the button no longer inert, or the focus is lost to the body.
    await expect.element(opener).toHaveFocus();
    await expect.poll(() => document.activeElement).toBe(opener.element());
  });
});
