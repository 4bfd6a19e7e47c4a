import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SiteIconName } from './SiteIcons';
import { siteIcons } from './SiteIcons';

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
      {(Object.keys(siteIcons) as SiteIconName[]).map((name) => {
        const Icon = siteIcons[name];
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
