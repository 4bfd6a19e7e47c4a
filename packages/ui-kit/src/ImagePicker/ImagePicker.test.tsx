import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { PickedImage, ImagePickerProps } from './ImagePicker';
import { ImagePicker } from './ImagePicker';

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const base: ImagePickerProps = {
  label: 'Screenshots',
  hint: 'Up to 3 PNG or JPG images.',
  images: [],
  onAdd: vi.fn(),
  onRemove: vi.fn(),
  maxCount: 3,
  acceptedTypes: ['image/png', 'image/jpeg'],
  addLabel: 'Add image',
  removeLabel: (name) => `Remove ${name}`,
};

function Stateful({ initial }: { initial: PickedImage[] }) {
  const [images, setImages] = useState(initial);
  return (
    <ImagePicker
      {...base}
      images={images}
      onRemove={(id) => setImages((list) => list.filter((image) => image.id !== id))}
    />
  );
}

describe('ImagePicker', () => {
  it('is a group named by its label with an add button offering only the accepted types', () => {
    const { container } = render(<ImagePicker {...base} />);
    expect(screen.getByRole('group', { name: 'Screenshots' })).toHaveAccessibleDescription(
      'Up to 3 PNG or JPG images.',
    );
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('multiple');
  });

  it('passes the picked files to onAdd', async () => {
    const onAdd = vi.fn();
    const { container } = render(<ImagePicker {...base} onAdd={onAdd} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'shot.png' })]);
  });

  it('shows each image with a named remove button and hides add at the maximum', () => {
    render(
      <ImagePicker
        {...base}
        images={[
          { id: '1', name: 'a.png', previewUrl: pixel },
          { id: '2', name: 'b.png', previewUrl: pixel },
          { id: '3', name: 'c.png', previewUrl: pixel },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'b.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove c.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
  });

  it('keeps focus in the picker after removing an image by keyboard', async () => {
    render(<Stateful initial={[{ id: '1', name: 'a.png', previewUrl: pixel }]} />);
    screen.getByRole('button', { name: 'Remove a.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add image' })).toHaveFocus());
  });

  it('shows the error next to the picker and links it to the add button', () => {
    render(<ImagePicker {...base} errorMessage="photo.gif is not a PNG or JPG image." />);
    expect(screen.getByRole('button', { name: 'Add image' })).toHaveAccessibleDescription(
      'photo.gif is not a PNG or JPG image.',
    );
  });

  it('has no axe violations empty, with images, or with an error', async () => {
    const { container } = render(
      <div>
        <ImagePicker {...base} />
        <ImagePicker
          {...base}
          label="Second"
          images={[{ id: '1', name: 'a.png', previewUrl: pixel }]}
          errorMessage="Too large"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
