import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { CloseIcon } from '../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('fires onPress from the keyboard', async () => {
    const onPress = vi.fn();
    render(
      <IconButton label="Close" onPress={onPress}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    await expectNoAxeViolations(container);
  });
});
