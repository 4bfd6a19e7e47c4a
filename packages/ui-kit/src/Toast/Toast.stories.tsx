import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import type { ToastTone } from './Toast';
import { createToastQueue, ToastRegion, toastDefaultTimeout, toastTones } from './Toast';

interface DemoProps {
  /** Region name. */
  label: string;
  /** Close button name. */
  closeLabel: string;
  /** Toast text. */
  title: string;
  /** Second line. */
  description: string;
  /** Edge colour. */
  tone: ToastTone;
  /** Milliseconds before it closes; 0 keeps it until dismissed. */
  timeout: number;
  /** Button text. */
  showLabel: string;
}

function ToastDemo({ label, closeLabel, title, description, tone, timeout, showLabel }: DemoProps) {
  const [queue] = useState(() => {
    const q = createToastQueue();
    // One toast at first render, so the story (and its axe check) shows the toast itself.
    q.add({ title, description, tone });
    return q;
  });
  return (
    <>
      <Button
        onPress={() => queue.add({ title, description, tone }, timeout ? { timeout } : undefined)}
      >
        {showLabel}
      </Button>
      <ToastRegion queue={queue} label={label} closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastDemo,
  args: {
    label: 'Notifications',
    closeLabel: 'Dismiss',
    title: 'Deposit received',
    description: '100.00 has been added to your wallet',
    tone: 'positive',
    timeout: toastDefaultTimeout,
    showLabel: 'Show toast',
  },
  argTypes: { tone: { control: 'select', options: toastTones } },
  parameters: {
    localeArgs: {
      ja: {
        label: 'お知らせ',
        closeLabel: '閉じる',
        title: '入金を受け付けました',
        description: 'ウォレットに 100.00 が追加されました',
        showLabel: 'トーストを表示',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {};

export const Critical: Story = {
  args: { tone: 'critical', title: 'Connection lost', description: 'Trying again…' },
  parameters: {
    localeArgs: {
      ja: {
        label: 'お知らせ',
        closeLabel: '閉じる',
        title: '接続が切れました',
        description: '再接続しています…',
        showLabel: 'トーストを表示',
      },
    },
  },
};
