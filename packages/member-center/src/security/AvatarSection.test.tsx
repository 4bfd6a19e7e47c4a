import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import type { PlatformQueryContext } from '@lobbykit/session';
import { fakeAvatars } from '../../test/fakeAvatars';
import { renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import SecurityPage from '../pages/securityCenter';

type Api = PlatformQueryContext['api'];

/** The avatar calls plus what the member centre around the page reads. */
function fakeApi() {
  const avatars = fakeAvatars();
  const api = {
    ...avatars.api,
    messageUnreadCount: async () => ({ count: 0 }),
    memberProfile: async () => ({
      account: 'hanako',
      payeeName: null,
      email: null,
      mobile: null,
      nickname: null,
      birthday: null,
      nationality: null,
      placeOfBirth: null,
      occupation: null,
      sourceOfIncome: null,
      messaging: {},
      messagingShown: [],
    }),
    memberSecurity: async () => ({
      hasPaymentPassword: false,
      payeeName: null,
      mobile: null,
      email: null,
      lastLogins: [],
    }),
    memberBankAccounts: async () => ({ accounts: [], max: 2 }),
  };
  return { ...avatars, api: api as unknown as Api };
}

/** The avatar in the member centre's side menu: the picture the header shows too. */
const menuAvatar = () =>
  screen.getByRole('navigation', { name: 'Member centre' }).querySelector('img')?.src;

describe('the avatar picker (issue 14 item 2)', () => {
  it('moves the choice with the arrow keys, saves it and shows it in the menu at once', async () => {
    await widenViewport();
    const fake = fakeApi();
    await renderInMemberCentre(<SecurityPage />, { api: fake.api });
    const group = await screen.findByRole('radiogroup', { name: 'Choose your avatar' });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    const star = within(group).getByRole('radio', { name: 'Star' });
    expect(star).toBeChecked();
    await expect.poll(menuAvatar).toBe(fake.urlOf('star'));

    // One tab stop: the checked picture; the arrows choose the next ones.
    star.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Sun' })).toBeChecked();
    expect(star).not.toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Moon' })).toBeChecked();
    expect(fake.saves).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save avatar' }));
    const form = screen.getByRole('form', { name: 'Avatar' });
    expect(await within(form).findByRole('status')).toHaveTextContent('Your avatar is saved.');
    expect(fake.saves).toEqual(['moon']);
    await expect.poll(menuAvatar).toBe(fake.urlOf('moon'));
    await expectNoAxeViolations(document.body);
  });

  it('shows why a save failed and keeps the choice', async () => {
    const fake = fakeApi();
    await renderInMemberCentre(<SecurityPage />, { api: fake.api });
    const group = await screen.findByRole('radiogroup', { name: 'Choose your avatar' });
    // A tap on the picture (the radio input itself is visually hidden under it).
    const crown = within(group).getByRole('radio', { name: 'Crown' });
    const picture = crown.closest('label');
    if (!picture) throw new Error('no label around the radio');
    await userEvent.click(picture);
    expect(crown).toBeChecked();
    fake.failNextSave(new Error('The platform could not be reached.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save avatar' }));
    const form = screen.getByRole('form', { name: 'Avatar' });
    await expect
      .poll(() => within(form).queryByRole('alert')?.textContent)
      .toBe('Something went wrong. Please try again later.');
    expect(crown).toBeChecked();
    expect(within(form).queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your avatar is saved.');
    expect(fake.saves).toEqual(['crown', 'crown']);
    await expectNoAxeViolations(document.body);
  });

  it('names each picture in Japanese', async () => {
    await renderInMemberCentre(<SecurityPage />, { api: fakeApi().api, lang: 'ja' });
    const group = await screen.findByRole('radiogroup', { name: 'アバターを選択' });
    expect(within(group).getByRole('radio', { name: 'ロケット' })).toBeVisible();
    expect(within(group).getByRole('radio', { name: '星' })).toBeChecked();
  });
});
