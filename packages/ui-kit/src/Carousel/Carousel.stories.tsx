import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel';
import type { CarouselProps } from './Carousel';

interface Slide {
  id: string;
  title: string;
}

const slides: Slide[] = [
  { id: 'a', title: 'Lucky Lanterns' },
  { id: 'b', title: 'Harbour Poker Night' },
  { id: 'c', title: 'Sakura Spins: 50 free spins' },
];
const slidesJa: Slide[] = [
  { id: 'a', title: 'ラッキーランタン' },
  { id: 'b', title: 'ハーバー・ポーカーナイト' },
  { id: 'c', title: 'サクラスピン：フリースピン50回' },
];

const labels = {
  carousel: 'Featured games',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slidePosition: (n: number, count: number) => `${n} of ${count}`,
  start: 'Start the slideshow',
  stop: 'Stop the slideshow',
  chooseSlide: 'Choose a slide',
};
const labelsJa = {
  carousel: 'おすすめのゲーム',
  roleDescription: 'カルーセル',
  slideRoleDescription: 'スライド',
  slidePosition: (n: number, count: number) => `${count}枚中${n}枚目`,
  start: 'スライドショーを再生',
  stop: 'スライドショーを停止',
  chooseSlide: 'スライドを選択',
};

// The story's own slide look; a feature (the lobby's banners) brings its own.
const slideStyle = {
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: '16px 16px 48px',
  boxSizing: 'border-box',
  background: 'var(--lk-color-brand)',
  color: 'var(--lk-color-onBrand)',
  fontSize: 'var(--lk-fontSize-xl)',
  fontWeight: 'var(--lk-fontWeight-bold)',
  textDecoration: 'none',
} as const;

const meta = {
  title: 'ui-kit/Carousel',
  component: Carousel<Slide>,
  args: {
    items: slides,
    labels,
    renderItem: (slide: Slide) => (
      <a href={`#${slide.id}`} style={slideStyle}>
        {slide.title}
      </a>
    ),
    slideButtonLabel: (n: number, slide: Slide) => `Show slide ${n}: ${slide.title}`,
  },
  argTypes: { items: { control: false }, labels: { control: false } },
  parameters: {
    localeArgs: {
      ja: {
        items: slidesJa,
        labels: labelsJa,
        slideButtonLabel: (n: number, slide: Slide) => `スライド${n}を表示：${slide.title}`,
      },
    },
  },
  render: (args: CarouselProps<Slide>) => (
    <div style={{ height: 200, borderRadius: 12, overflow: 'hidden' }}>
      <Carousel {...args} />
    </div>
  ),
} satisfies Meta<typeof Carousel<Slide>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};

export const OneSlide: Story = {
  args: { items: slides.slice(0, 1) },
  parameters: { localeArgs: { ja: { items: slidesJa.slice(0, 1) } } },
};
