import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Checkbox } from './Checkbox';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('Checkbox', () => {
  it('toggles with Space and reports the new value', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I am over 18</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('links its description and error message and is invalid and required', () => {
    render(
      <Checkbox description="You must be of legal age" errorMessage="Please confirm" isRequired>
        I am over 18
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(describedBy(box)).toBe('You must be of legal age | Please confirm');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('is valid without an error message', () => {
    render(<Checkbox>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Checkbox description="Legal age in your country" errorMessage="Please confirm">
          I am over 18
        </Checkbox>
        <Checkbox defaultSelected>Remember me</Checkbox>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
