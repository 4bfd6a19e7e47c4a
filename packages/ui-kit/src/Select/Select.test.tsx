import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Select } from './Select';

const options = [
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'bonus', label: 'Bonuses', isDisabled: true },
];

describe('Select', () => {
  it('opens a listbox from its labelled button and reports the option chosen', async () => {
    const onChange = vi.fn();
    render(<Select label="Type" options={options} placeholder="Choose" onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Type/ });
    expect(button).toHaveTextContent('Choose');
    await userEvent.click(button);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Withdrawals' }));
    expect(onChange).toHaveBeenCalledWith('withdrawal');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveTextContent('Withdrawals');
  });

  it('works from the keyboard, skipping disabled options', async () => {
    const onChange = vi.fn();
    render(<Select label="Type" options={options} defaultValue="deposit" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: 'Bonuses' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('withdrawal');
  });

  it('links its hint and error message and marks itself invalid', () => {
    render(
      <Select label="Type" options={options} hint="Pick one" errorMessage="Required" isRequired />,
    );
    const button = screen.getByRole('button', { name: /Type/ });
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Pick one');
    expect(described).toContain('Required');
    expect(button.closest('[data-invalid]')).not.toBeNull();
  });

  it('has no axe violations, closed and open', async () => {
    render(<Select label="Type" options={options} defaultValue="deposit" />);
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: /Type/ }));
    await screen.findByRole('listbox');
    await expectNoAxeViolations();
  });
});
