import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline';
import type { TimelineStep } from './Timeline';

const steps: TimelineStep[] = [
  {
    id: 'requested',
    title: 'Request received',
    state: 'done',
    time: '24/11/2026 09:12:04',
    dateTime: '2026-11-24T09:12:04+09:00',
  },
  {
    id: 'review',
    title: 'Under review',
    state: 'done',
    time: '24/11/2026 09:30:41',
    dateTime: '2026-11-24T09:30:41+09:00',
    note: 'Checked by the payments team.',
  },
  {
    id: 'sent',
    title: 'Sent to your bank',
    state: 'current',
    time: '24/11/2026 10:02:17',
    dateTime: '2026-11-24T10:02:17+09:00',
    note: 'Banks usually credit within one working day.',
  },
  { id: 'paid', title: 'Paid', state: 'upcoming' },
];

const jaWords: Record<string, Partial<TimelineStep>> = {
  requested: { title: '申請を受け付けました' },
  review: { title: '審査中', note: '決済チームが確認しました。' },
  sent: { title: '銀行へ送金しました', note: '通常、1営業日以内に入金されます。' },
  paid: { title: '支払完了' },
};
const stepsJa: TimelineStep[] = steps.map((step) => ({ ...step, ...jaWords[step.id] }));

const stateLabels = {
  done: 'Completed',
  current: 'In progress',
  upcoming: 'Not yet',
  failed: 'Failed',
};
const stateLabelsJa = { done: '完了', current: '進行中', upcoming: '未着手', failed: '失敗' };

const meta = {
  title: 'ui-kit/Timeline',
  component: Timeline,
  args: { label: 'Withdrawal progress', steps, stateLabels },
  argTypes: { steps: { control: false } },
  parameters: {
    localeArgs: { ja: { label: '出金の進捗', steps: stepsJa, stateLabels: stateLabelsJa } },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

const rejected: TimelineStep[] = [
  ...steps.slice(0, 1),
  {
    id: 'review',
    title: 'Rejected',
    state: 'failed',
    time: '24/11/2026 11:45:00',
    dateTime: '2026-11-24T11:45:00+09:00',
    note: 'The account name does not match your registered name. The amount was returned to your balance.',
  },
];

export const Rejected: Story = {
  args: { steps: rejected },
  parameters: {
    localeArgs: {
      ja: {
        steps: rejected.map((step) =>
          step.state === 'failed'
            ? {
                ...step,
                title: '却下',
                note: '口座名義がご登録のお名前と一致しません。金額は残高に戻されました。',
              }
            : { ...step, ...jaWords[step.id] },
        ),
      },
    },
  },
};
