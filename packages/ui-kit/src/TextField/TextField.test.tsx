import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TextField } from './TextField';

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('TextField', () => {
  it('is named by its label and describes itself with the hint', () => {
    render(<TextField label="Username" hint="4 to 16 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(describedBy(input)).toContain('4 to 16 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error message is invalid and linked to the message', () => {
    render(<TextField label="Username" hint="4 to 16 letters" errorMessage="This name is taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toContain('This name is taken');
    expect(describedBy(input)).toContain('4 to 16 letters');
  });

  it('marks a required field with aria-required', () => {
    render(<TextField label="Username" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('reports typed text through onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('hides a password until the toggle is pressed with the keyboard, and hides it again', async () => {
    render(<TextField label="Password" type="password" passwordToggleLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no axe violations with hint, error and password toggle', async () => {
    const { container } = render(
      <div>
        <TextField label="Username" hint="4 to 16 letters" isRequired />
        <TextField label="Email" type="email" errorMessage="Enter a valid address" />
        <TextField label="Password" type="password" passwordToggleLabel="Show password" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search games by name" type="search" hideLabel />);
    const box = screen.getByRole('searchbox', { name: 'Search games by name' });
    expect(box).toBeVisible();
    expect(screen.getByText('Search games by name')).toHaveStyle({ position: 'absolute' });
  });
});
