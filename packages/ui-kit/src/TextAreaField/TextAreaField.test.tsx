import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { TextAreaField } from './TextAreaField';

const counterLabel = (count: number, max: number) => `${count} of ${max} characters`;

describe('TextAreaField', () => {
  it('is a multi-line text box named by its label, described by its hint', () => {
    render(<TextAreaField label="Your feedback" hint="At least 10 characters." />);
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('At least 10 characters.');
  });

  it('reports typed text and counts characters against the limit', async () => {
    const onChange = vi.fn();
    render(
      <TextAreaField
        label="Remark"
        onChange={onChange}
        maxCharacters={5}
        counterLabel={counterLabel}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(box, 'abcdef');
    expect(onChange).toHaveBeenLastCalledWith('abcdef');
    const counter = screen.getByText('6 of 5 characters').parentElement;
    expect(counter).toHaveAttribute('data-state', 'over');
  });

  it('shows the error next to the field and marks it invalid', () => {
    render(<TextAreaField label="Your feedback" errorMessage="Write at least 10 characters." />);
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Write at least 10 characters.');
  });

  it('has no axe violations, valid or not', async () => {
    const { container } = render(
      <div>
        <TextAreaField label="One" hint="Hint" maxCharacters={140} counterLabel={counterLabel} />
        <TextAreaField label="Two" errorMessage="Required" isRequired />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
