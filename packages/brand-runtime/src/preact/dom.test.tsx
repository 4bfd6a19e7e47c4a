import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ListBox, ListBoxItem, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

// React Aria Components builds its collections (tab lists, list boxes, menus) by rendering the
// items through react-dom's createPortal into a stand-in document of its own. Without the
// react-dom shim Preact asks that document for createElementNS, which it does not have, and the
// collection throws while rendering: no tab, no option.

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

describe('react-dom shim (createPortal into React Aria stand-in documents)', () => {
  it('renders every tab of a React Aria tab list, the first one selected', async () => {
    mount(
      <Tabs>
        <TabList aria-label="Games">
          <Tab id="slots">Slots</Tab>
          <Tab id="live">Live casino</Tab>
          <Tab id="sports">Sports</Tab>
        </TabList>
        <TabPanel id="slots">All slots</TabPanel>
        <TabPanel id="live">All live tables</TabPanel>
        <TabPanel id="sports">All matches</TabPanel>
      </Tabs>,
    );
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.elements().length).toBe(3);
    await expect
      .element(page.getByRole('tab', { name: 'Slots' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('All slots');
  });

  it('renders the options of a React Aria list box and removes one that goes away', async () => {
    const list = (items: string[]) => (
      <ListBox aria-label="Languages" selectionMode="single">
        {items.map((item) => (
          <ListBoxItem key={item} id={item}>
            {item}
          </ListBoxItem>
        ))}
      </ListBox>
    );
    mount(list(['English', '日本語', 'Español']));
    await expect.poll(() => page.getByRole('option').elements().length).toBe(3);
    root?.render(list(['English', '日本語']));
    await expect.poll(() => page.getByRole('option').elements().length).toBe(2);
    await expect.element(page.getByRole('option', { name: 'Español' })).not.toBeInTheDocument();
  });

  it('keeps the options of a React Aria list box in the new order when they are re-ordered', async () => {
    // Without the nodeType fix Preact steps over the stand-in nodes as comments while moving
    // them, and throws (or, in a table, hangs): what a sorted table does on every header press.
    const list = (items: string[]) => (
      <ListBox aria-label="Currencies">
        {items.map((item) => (
          <ListBoxItem key={item} id={item}>
            {item}
          </ListBoxItem>
        ))}
      </ListBox>
    );
    const names = () =>
      page
        .getByRole('option')
        .elements()
        .map((option) => option.textContent);
    mount(list(['JPY', 'EUR', 'USD']));
    await expect.poll(names).toEqual(['JPY', 'EUR', 'USD']);
    root?.render(list(['USD', 'JPY', 'EUR']));
    await expect.poll(names).toEqual(['USD', 'JPY', 'EUR']);
  });
});
