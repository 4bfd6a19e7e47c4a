import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import type { ThemeMode } from './ThemeSwitch';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  it('is a switch named by its label, on in dark mode', () => {
    const { rerender } = render(
      <ThemeSwitch mode="light" onModeChange={vi.fn()} label="Dark mode" />,
    );
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).not.toBeChecked();
    rerender(<ThemeSwitch mode="dark" onModeChange={vi.fn()} label="Dark mode" />);
    expect(control).toBeChecked();
  });

  it('asks for the other mode on Space and stays controlled by the mode prop', async () => {
    const onModeChange = vi.fn();
    render(<ThemeSwitch mode="light" onModeChange={onModeChange} label="Dark mode" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onModeChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });

  it('round-trips through a parent that stores the mode', async () => {
    function Parent() {
      const [mode, setMode] = useState<ThemeMode>('dark');
      return <ThemeSwitch mode={mode} onModeChange={setMode} label="Dark mode" />;
    }
    render(<Parent />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    // The native input is visually hidden; people click the label.
    await userEvent.click(screen.getByText('Dark mode'));
    expect(control).not.toBeChecked();
    expect(control.closest('[data-mode]')).toHaveAttribute('data-mode', 'light');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ThemeSwitch mode="dark" onModeChange={vi.fn()} label="Dark mode" />,
    );
    await expectNoAxeViolations(container);
  });
});
