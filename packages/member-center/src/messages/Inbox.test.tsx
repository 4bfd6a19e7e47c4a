import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fakeInbox, renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import MessagesPage from '../pages/messageV2';

const message = (id: number, read = false) => ({
  id,
  title: `Message ${id}`,
  body: `Body of message ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  read,
});

const inboxList = () => screen.findByRole('list', { name: 'Inbox' });
const menuLink = () =>
  within(screen.getByRole('navigation', { name: 'Member centre' })).getByRole('link', {
    name: /Messages/,
  });

describe('the messageV2 inbox (§2.9)', () => {
  beforeEach(() => widenViewport());

  it('lists messages newest first, saying in words which are unread', async () => {
    await renderInMemberCentre(<MessagesPage />, {
      api: fakeInbox([message(1, true), message(2)]).api,
    });
    const items = within(await inboxList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread.*Message 2/),
      expect.stringMatching(/^Read.*Message 1/),
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('opens a message, marking it read: the badge falls at once', async () => {
    const inbox = fakeInbox([message(1), message(2)]);
    await renderInMemberCentre(<MessagesPage />, { api: inbox.api });
    await expect.poll(() => menuLink().textContent).toContain('2 new');
    await userEvent.click(screen.getByRole('button', { name: /^Unread\s*Message 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 1' });
    expect(dialog).toHaveTextContent('Body of message 1');
    expect(inbox.calls).toContain('open:1');
    await expect.poll(() => menuLink().textContent).toContain('1 new');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('deletes a message only after confirmation', async () => {
    const inbox = fakeInbox([message(1), message(2)]);
    await renderInMemberCentre(<MessagesPage />, { api: inbox.api });
    await inboxList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Message 2”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(inbox.calls.some((call) => call.startsWith('delete'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Message 2”' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByText('Message 2')).toBeNull();
    expect(inbox.calls).toContain('delete:2');
    await expect.poll(() => menuLink().textContent).toContain('1 new');
  });

  it('marks all read, and the badge goes', async () => {
    const inbox = fakeInbox([message(1), message(2)]);
    await renderInMemberCentre(<MessagesPage />, { api: inbox.api });
    await inboxList();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expect.poll(() => menuLink().querySelector('[data-count]')).toBeNull();
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages with "Show more"', async () => {
    const many = Array.from({ length: 25 }, (_, i) => message(i + 1, true));
    const inbox = fakeInbox(many);
    await renderInMemberCentre(<MessagesPage />, { api: inbox.api });
    expect(within(await inboxList()).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await expect
      .poll(
        () => within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem').length,
      )
      .toBe(25);
    expect(inbox.calls).toContain('list:6');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when there are no messages', async () => {
    await renderInMemberCentre(<MessagesPage />, { lang: 'ja' });
    expect(await screen.findByText('メッセージはありません')).toBeVisible();
  });
});
