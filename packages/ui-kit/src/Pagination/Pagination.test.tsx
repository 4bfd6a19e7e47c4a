import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Pagination, pageItems } from './Pagination';

const labels = {
  label: 'Announcement pages',
  pageLabel: (n: number) => `Page ${n}`,
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
};

describe('Pagination', () => {
  it('shows two pages either side of the current one, with the first, the last and gaps (§9 range 2)', () => {
    const shown = pageItems(6, 20, 2).map((i) => (i.kind === 'page' ? i.page : '…'));
    expect(shown).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 20]);
    expect(pageItems(1, 3, 2).map((i) => (i.kind === 'page' ? i.page : '…'))).toEqual([1, 2, 3]);
    expect(pageItems(4, 7, 2).map((i) => (i.kind === 'page' ? i.page : '…'))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('marks the current page with aria-current and reports the page pressed', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={2} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination {...labels} page={1} pageCount={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination {...labels} page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders links to each page with hrefFor, and the ends without an address when disabled', () => {
    render(<Pagination {...labels} page={1} pageCount={3} hrefFor={(n) => `/hot?page=${n}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/hot?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/hot?page=2');
    const previous = screen.getByText('‹').parentElement;
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination {...labels} page={1} pageCount={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Pagination {...labels} page={6} pageCount={20} onPageChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
