import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Avatar, AvatarPicker } from './AvatarPicker';
import type { AvatarOption } from './AvatarPicker';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${fill}"/></svg>`)}`;
const options: AvatarOption[] = [
  { id: 'star', src: picture('#8a4bb8'), label: 'Star' },
  { id: 'moon', src: picture('#2a6fc9'), label: 'Moon' },
  { id: 'sun', src: picture('#c2410c'), label: 'Sun' },
];

function Picker(props: { onChange: (id: string) => void; errorMessage?: string }) {
  const [value, setValue] = useState('star');
  return (
    <AvatarPicker
      label="Avatar"
      description="Shown in the header"
      options={options}
      value={value}
      errorMessage={props.errorMessage}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

describe('AvatarPicker', () => {
  it('is one tab stop; the arrow keys move the choice and report it', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Avatar' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Star',
      'Moon',
      'Sun',
    ]);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Moon' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('moon');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('sun');
    // One tab stop: Tab leaves the group.
    await userEvent.tab();
    expect(group.contains(document.activeElement)).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('shows an error under the pictures and marks the group invalid', () => {
    render(<Picker onChange={() => undefined} errorMessage="Could not save" />);
    expect(screen.getByText('Could not save')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Avatar' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('draws an avatar at its size, unnamed unless told', () => {
    const { container } = render(<Avatar src={options[0]?.src ?? ''} size="sm" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '28');
    expect(image).toHaveAttribute('alt', '');
  });
});
