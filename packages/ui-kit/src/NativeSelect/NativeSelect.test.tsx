import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { NativeSelect } from './NativeSelect';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ja', label: '日本語', lang: 'ja' },
];

describe('NativeSelect', () => {
  it('is a combobox named by its label, also when the label is visually hidden', () => {
    render(
      <NativeSelect label="Language" hideLabel options={languages} value="ja" onChange={vi.fn()} />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('ja');
    expect(screen.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('reports the chosen value, by keyboard', async () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Language" options={languages} value="en" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'ja');
    expect(onChange).toHaveBeenCalledWith('ja');
  });

  it('ignores input when disabled', () => {
    render(
      <NativeSelect
        label="Language"
        options={languages}
        value="en"
        onChange={vi.fn()}
        isDisabled
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  });

  it('has no axe violations with a visible or a hidden label', async () => {
    const { container } = render(
      <div>
        <NativeSelect label="Language" options={languages} value="en" onChange={vi.fn()} />
        <NativeSelect
          label="Language 2"
          hideLabel
          size="sm"
          options={languages}
          value="ja"
          onChange={vi.fn()}
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
