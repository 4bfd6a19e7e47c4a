import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable id, used as the selected key. */
  id: string;
  /** The tab's visible label (already translated). */
  label: string;
  /** What the panel shows when this tab is selected. */
  content: ReactNode;
  /** Skipped by arrow keys and not selectable. @default false */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology (for example "Game categories"). */
  label: string;
  /** The tabs in order. */
  items: readonly TabItem[];
  /** The selected tab's id when controlled. */
  selectedId?: string;
  /** The tab selected first when uncontrolled. @default the first enabled tab */
  defaultSelectedId?: string;
  /** Called with the newly selected tab's id. */
  onSelectionChange?: (id: string) => void;
  /** Tabs share the list's width equally with tighter padding, for narrow sheets. @default false */
  isFitted?: boolean;
}

/** Tabs with arrow-key navigation, controlled or uncontrolled. */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  isFitted = false,
}: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={styles.list} data-fitted={isFitted || undefined}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
