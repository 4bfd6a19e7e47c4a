import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { NumberField } from './NumberField';

const yen = { currency: 'JPY', currencySymbol: '¥', minorUnits: 0 };
const euro = { currency: 'EUR', currencySymbol: '€', minorUnits: 2 };

describe('NumberField', () => {
  it('writes yen with no decimals and euros with two, with thousands separators', () => {
    render(
      <>
        <NumberField label="Yen amount" {...yen} defaultValue={1234567} />
        <NumberField label="Euro amount" {...euro} defaultValue={1234.5} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /Yen amount/ })).toHaveValue('1,234,567');
    expect(screen.getByRole('textbox', { name: /Euro amount/ })).toHaveValue('1,234.50');
  });

  it('names the currency for assistive technology and shows the brand symbol', () => {
    render(<NumberField label="Amount" {...euro} />);
    expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toBeInTheDocument();
    expect(screen.getByText('€')).toHaveAttribute('aria-hidden', 'true');
  });

  it('rounds euros to two decimals when committed, and refuses a decimal point for yen', async () => {
    const onChange = vi.fn();
    render(
      <>
        <NumberField label="Yen" {...yen} onChange={onChange} />
        <NumberField label="Euro" {...euro} onChange={onChange} />
      </>,
    );
    const euroInput = screen.getByRole('textbox', { name: /Euro/ });
    await userEvent.type(euroInput, '1234.567');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234.57);
    expect(euroInput).toHaveValue('1,234.57');
    // Yen has no minor unit: the decimal point itself is refused.
    const yenInput = screen.getByRole('textbox', { name: /Yen/ });
    await userEvent.type(yenInput, '1500.');
    expect(yenInput).toHaveValue('1500');
  });

  it('steps by one minor unit with the arrow keys and keeps to the limits', async () => {
    const onChange = vi.fn();
    render(
      <NumberField
        label="Amount"
        {...euro}
        defaultValue={9.99}
        maxValue={10}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10.00');
  });

  it('has no axe violations, with a hint and with an error', async () => {
    const { container, rerender } = render(
      <NumberField label="Amount" {...yen} hint="From ¥1,000" />,
    );
    await expectNoAxeViolations(container);
    rerender(<NumberField label="Amount" {...yen} errorMessage="Too much" />);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });
});
