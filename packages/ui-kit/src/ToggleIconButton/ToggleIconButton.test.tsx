import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MoonIcon, SunIcon } from '../SiteIcons/SiteIcons';
import { ToggleIconButton } from './ToggleIconButton';

describe('ToggleIconButton', () => {
  it('is a toggle button named by its label, pressed state in aria-pressed and data-state', () => {
    const { rerender } = render(
      <ToggleIconButton label="Dark mode" isPressed={false} onPressedChange={vi.fn()}>
        <SunIcon />
      </ToggleIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Dark mode', pressed: false });
    expect(button).toHaveAttribute('data-state', 'off');
    rerender(
      <ToggleIconButton label="Dark mode" isPressed onPressedChange={vi.fn()}>
        <MoonIcon />
      </ToggleIconButton>,
    );
    expect(screen.getByRole('button', { name: 'Dark mode', pressed: true })).toHaveAttribute(
      'data-state',
      'on',
    );
  });

  it('asks for the opposite state on Space and Enter', async () => {
    const onPressedChange = vi.fn();
    render(
      <ToggleIconButton label="Hide balance" isPressed={false} onPressedChange={onPressedChange}>
        {(hidden) => (hidden ? <MoonIcon /> : <SunIcon />)}
      </ToggleIconButton>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    expect(onPressedChange).toHaveBeenCalledTimes(2);
  });

  it('ignores presses when disabled', async () => {
    const onPressedChange = vi.fn();
    render(
      <ToggleIconButton
        label="Dark mode"
        isPressed={false}
        onPressedChange={onPressedChange}
        isDisabled
      >
        <SunIcon />
      </ToggleIconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }), { force: true });
    expect(onPressedChange).not.toHaveBeenCalled();
  });

  it('has no axe violations pressed or not', async () => {
    const { container } = render(
      <div>
        <ToggleIconButton label="Dark mode" isPressed onPressedChange={vi.fn()}>
          <MoonIcon />
        </ToggleIconButton>
        <ToggleIconButton label="Hide balance" isPressed={false} onPressedChange={vi.fn()}>
          <SunIcon />
        </ToggleIconButton>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
