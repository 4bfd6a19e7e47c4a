import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Feature, FeatureSlots } from '@lobbykit/session';
import { composeSlots } from './frameSlots';

function feature(id: string, slots: FeatureSlots): Feature {
  return { id, routes: () => [], slots, catalog: () => Promise.resolve({ messages: {} }) };
}

const LobbyNav = () => <li>lobby</li>;
const MemberNav = () => <li>member</li>;
const Overlay = () => <p>overlay</p>;

describe('composeSlots (the features fill the frame)', () => {
  it("renders every feature's part of a slot, in the order the site lists the features", () => {
    const slots = composeSlots([
      feature('lobby', { topNav: LobbyNav }),
      feature('member', { topNav: MemberNav }),
    ]);
    const TopNav = slots.topNav;
    if (!TopNav) throw new Error('no topNav slot');
    render(
      <ul>
        <TopNav />
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'lobby',
      'member',
    ]);
  });

  it('passes a part only one feature fills as it is, and leaves the others empty', () => {
    const slots = composeSlots([
      feature('lobby', { overlays: Overlay }),
      feature('member', { memberMenu: MemberNav }),
    ]);
    expect(slots.overlays).toBe(Overlay);
    expect(slots.memberMenu).toBe(MemberNav);
    expect(slots.topNav).toBeUndefined();
    expect(slots.footerProviders).toBeUndefined();
  });
});
