import { render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { DepositIcon } from '../SiteIcons/SiteIcons';
import { LinkButton, LinkRouterProvider, linkButtonVariants } from './LinkButton';

describe('LinkButton', () => {
  it('is a link with its address, named by its text', () => {
    render(<LinkButton href="/member/deposit">Deposit</LinkButton>);
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link).toHaveAttribute('href', '/member/deposit');
  });

  it('is named by `label` when it shows only an icon', () => {
    render(
      <LinkButton href="/agentHome" label="Agent centre">
        <DepositIcon />
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Agent centre' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  });

  it("navigates with the app's router inside LinkRouterProvider, by keyboard too", async () => {
    const navigate = vi.fn();
    render(
      <LinkRouterProvider navigate={navigate}>
        <LinkButton href="/member/withdraw">Withdraw</LinkButton>
      </LinkRouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/member/withdraw');
  });

  it('leaves a modified click to the browser (a new tab), not the router', async () => {
    const navigate = vi.fn();
    render(
      <LinkRouterProvider navigate={navigate} useHref={(href) => `/base${href}`}>
        <LinkButton href="/member/withdraw">Withdraw</LinkButton>
      </LinkRouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Withdraw' });
    expect(link).toHaveAttribute('href', '/base/member/withdraw');
    // A ctrl-click, cancelled after the app has seen it so the browser opens no tab.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <div>
        {linkButtonVariants.map((variant) => (
          <LinkButton key={variant} href="#x" variant={variant}>
            Deposit
          </LinkButton>
        ))}
        <LinkButton href="#y" label="Deposit">
          <DepositIcon />
        </LinkButton>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
