import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ShowMore } from './ShowMore';

const words = { label: 'Show more', loadingLabel: 'Loading…' };

/** A list of three-row pages behind ShowMore, the next page arriving when `release` is called. */
function Pages({ pageCount }: { pageCount: number }) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [release, setRelease] = useState<(() => void) | null>(null);
  return (
    <>
      <ul aria-label="Rows">
        {Array.from({ length: pages * 3 }, (_, i) => (
          <li key={i}>{`Row ${i + 1}`}</li>
        ))}
      </ul>
      <ShowMore
        {...words}
        hasMore={pages < pageCount}
        isLoading={loading}
        onMore={() => {
          setLoading(true);
          setRelease(() => () => {
            setPages((p) => p + 1);
            setLoading(false);
            setRelease(null);
          });
        }}
      />
      {release ? (
        <button type="button" onClick={release}>
          Answer
        </button>
      ) : null}
    </>
  );
}

describe('ShowMore', () => {
  it('asks for the next page once per press', async () => {
    const onMore = vi.fn();
    render(<ShowMore {...words} hasMore onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('appends the next page under the rows shown and goes away after the last', async () => {
    render(<Pages pageCount={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Row 5',
      'Row 6',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says it is loading, keeps focus and ignores presses while the next page loads', async () => {
    const onMore = vi.fn();
    const { rerender } = render(<ShowMore {...words} hasMore onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    button.focus();
    rerender(<ShowMore {...words} hasMore isLoading onMore={onMore} />);
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toBe(button);
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveFocus();
    // Playwright will not click an aria-disabled element: the DOM's click is a press all the same.
    loading.click();
    await userEvent.keyboard('{Enter}');
    expect(onMore).not.toHaveBeenCalled();
  });

  it('renders nothing without a next page', () => {
    const { container } = render(<ShowMore {...words} hasMore={false} onMore={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations, idle or loading', async () => {
    const { container, rerender } = render(<ShowMore {...words} hasMore onMore={() => {}} />);
    await expectNoAxeViolations(container);
    rerender(<ShowMore {...words} hasMore isLoading onMore={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
