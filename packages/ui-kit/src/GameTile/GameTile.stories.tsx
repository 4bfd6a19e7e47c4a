import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GameTile, gameTileColours } from './GameTile';
import type { GameTileProps } from './GameTile';

// A self-contained thumbnail, so stories never depend on a running platform.
const art = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 60% 40%)"/><circle cx="100" cy="90" r="50" fill="hsl(${hue} 80% 70%)"/></svg>`,
  )}`;

const meta = {
  title: 'ui-kit/GameTile',
  component: GameTile,
  args: {
    name: 'Ninja Scratch Card',
    vendor: 'Spadeline',
    imageSrc: art(140),
    colour: 'blue',
    playLabel: 'Play Ninja Scratch Card',
    playHint: 'Play',
    onPlay: () => {},
  },
  argTypes: { colour: { control: 'select', options: gameTileColours } },
  parameters: {
    localeArgs: {
      ja: {
        name: '忍者スクラッチカード',
        playLabel: '忍者スクラッチカードをプレイ',
        playHint: 'プレイ',
        freeTrialLabel: '無料体験',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFreeTrial: Story = {
  args: { freeTrialLabel: 'Free trial', onFreeTrial: () => {} },
};

function FavouriteTile(args: GameTileProps) {
  const [isFavourite, setFavourite] = useState(true);
  return (
    <GameTile
      {...args}
      favourite={{
        isFavourite,
        label: `Favourite: ${args.name}`,
        onToggle: () => setFavourite((value) => !value),
      }}
    />
  );
}

export const Favourite: Story = { render: (args) => <FavouriteTile {...args} /> };

export const WithBadges: Story = { args: { badges: ['New', 'Jackpot'], colour: 'pink' } };

export const ImageFallback: Story = {
  args: { imageSrc: 'data:image/png;base64,broken', colour: 'skyblue' },
};

export const Colours: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {gameTileColours.map((colour, i) => (
        <GameTile key={colour} {...args} colour={colour} imageSrc={art(60 + i * 100)} />
      ))}
    </div>
  ),
};
