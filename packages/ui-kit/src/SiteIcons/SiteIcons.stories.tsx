import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberIcons } from './MemberIcons';
import { siteIcons } from './SiteIcons';

/** The frame's icons and the member centre's, in one gallery. */
const icons = { ...siteIcons, ...memberIcons };

function Gallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {(Object.keys(icons) as (keyof typeof icons)[]).map((name) => {
        const Icon = icons[name];
        return (
          <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <span style={{ display: 'inline-flex', width: 24, height: 24 }}>
              <Icon />
            </span>
            <code>{name}</code>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'ui-kit/SiteIcons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
