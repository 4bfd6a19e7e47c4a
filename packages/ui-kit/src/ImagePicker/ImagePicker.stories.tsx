import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { PickedImage } from './ImagePicker';
import { ImagePicker } from './ImagePicker';

// A tiny inline picture so stories need no file on disk.
const sample =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#8aa"/><circle cx="24" cy="26" r="8" fill="#fff"/><path d="M0 60l24-20 18 14 30-24v42H0z" fill="#355"/></svg>',
  );

const meta = {
  title: 'ui-kit/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'Screenshots',
    hint: 'Up to 3 PNG or JPG images, 5 MB each.',
    images: [],
    onAdd: () => undefined,
    onRemove: () => undefined,
    maxCount: 3,
    acceptedTypes: ['image/png', 'image/jpeg'],
    addLabel: 'Add image',
    removeLabel: (name: string) => `Remove ${name}`,
  },
  parameters: {
    localeArgs: {
      ja: {
        label: 'スクリーンショット',
        hint: 'PNG または JPG 画像を 3 枚まで（各 5 MB まで）。',
        addLabel: '画像を追加',
        removeLabel: (name: string) => `${name} を削除`,
      },
    },
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: function Render(args) {
    const [images, setImages] = useState<PickedImage[]>([]);
    return (
      <ImagePicker
        {...args}
        images={images}
        onAdd={(files) =>
          setImages((list) =>
            [
              ...list,
              ...files.map((file) => ({
                id: `${file.name}-${file.lastModified}`,
                name: file.name,
                previewUrl: URL.createObjectURL(file),
              })),
            ].slice(0, args.maxCount),
          )
        }
        onRemove={(id) => setImages((list) => list.filter((image) => image.id !== id))}
      />
    );
  },
};

export const TwoChosen: Story = {
  args: {
    images: [
      { id: 'a', name: 'deposit.png', previewUrl: sample },
      { id: 'b', name: 'error.jpg', previewUrl: sample },
    ],
  },
};

export const Full: Story = {
  args: {
    images: [
      { id: 'a', name: 'one.png', previewUrl: sample },
      { id: 'b', name: 'two.png', previewUrl: sample },
      { id: 'c', name: 'three.png', previewUrl: sample },
    ],
  },
};

export const WithError: Story = {
  args: { errorMessage: 'photo.gif is not a PNG or JPG image.' },
  parameters: {
    localeArgs: {
      ja: {
        label: 'スクリーンショット',
        addLabel: '画像を追加',
        removeLabel: (name: string) => `${name} を削除`,
        errorMessage: 'photo.gif は PNG または JPG 画像ではありません。',
      },
    },
  },
};
