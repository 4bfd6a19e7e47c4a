import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LanguageSelect } from './LanguageSelect';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
];

function Controlled({ onChange }: { onChange?: (code: string) => void }) {
  const [lang, setLang] = useState('en');
  return (
    <LanguageSelect
      label="Language"
      languages={languages}
      value={lang}
      onChange={(code) => {
        setLang(code);
        onChange?.(code);
      }}
    />
  );
}

describe('LanguageSelect', () => {
  it('shows the current language in a trigger named by its label', () => {
    render(<LanguageSelect label="Language" languages={languages} value="ja" onChange={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger).toHaveTextContent('日本語');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with the keyboard, moves with arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('button', { name: /Language/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ja');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent('日本語');
  });

  it('closes on Esc without changing the language', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Language/ })).toHaveFocus();
  });

  it('marks each option with its own language', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(await screen.findByText('日本語', { selector: '[role=option] span' })).toHaveAttribute(
      'lang',
      'ja',
    );
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(<Controlled />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await screen.findByRole('listbox');
    await expectNoAxeViolations(document);
  });
});
