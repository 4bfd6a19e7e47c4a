import { describe, expect, it } from 'vitest';
import { brandIds, lobbyStore } from '../../test/renderInLobby';
import { selectedNoticeIndexAtom } from '../notices/noticeAtoms';
import { lobbyPagePaths } from './lobbyPaths';
import { lobbyRoutes } from './lobbyRoutes';

describe('the lobby feature’s notice and help routes (§2.1)', () => {
  it('opening /noticePage shows the first notice, whichever one was open before', () => {
    const { store } = lobbyStore('sakura');
    store.set(selectedNoticeIndexAtom, 4);
    const notices = lobbyRoutes(store).find((route) => route.path === lobbyPagePaths.notices);
    notices?.enter?.();
    expect(notices?.section).toBe('NoticePage');
    expect(store.get(selectedNoticeIndexAtom)).toBe(0);
  });

  it('/helpmc stands alone without the header and footer; /help keeps the frame', () => {
    for (const brandId of brandIds) {
      const routes = lobbyRoutes(lobbyStore(brandId).store);
      const help = routes.find((route) => route.path === lobbyPagePaths.help);
      const helpMc = routes.find((route) => route.path === lobbyPagePaths.helpMc);
      expect(help?.handle.chrome ?? 'full').toBe('full');
      expect(helpMc?.handle.chrome).toBe('none');
      expect([help?.section, helpMc?.section]).toEqual(['CustomHelp', 'CustomHelp']);
    }
  });
});

describe('the lottery pages (§2.1, issue 16 item 3)', () => {
  it('need login, are game pages, and /vnLottery has no side menu', () => {
    for (const brandId of brandIds) {
      const routes = lobbyRoutes(lobbyStore(brandId).store);
      const handles = Object.fromEntries(
        ['lottery', 'vnLottery', 'seaLottery'].map((path) => [
          path,
          routes.find((route) => route.path === path)?.handle,
        ]),
      );
      for (const handle of Object.values(handles)) {
        expect(handle).toMatchObject({ loginOnly: true, gamePage: true });
      }
      expect(handles.vnLottery?.sideMenu).toBe(false);
      expect(handles.lottery?.sideMenu ?? true).toBe(true);
      expect(handles.seaLottery?.sideMenu ?? true).toBe(true);
    }
  });
});

describe('/seamless (§2.1, issue 16 item 5)', () => {
  it('is a game page (the header hides the balance) that a visitor may open (§6), in its own section', () => {
    for (const brandId of brandIds) {
      const seamless = lobbyRoutes(lobbyStore(brandId).store).find(
        (route) => route.path === lobbyPagePaths.seamless,
      );
      expect(seamless?.section).toBe('Seamless');
      expect(seamless?.handle).toMatchObject({ gamePage: true });
      expect(seamless?.handle.loginOnly ?? false).toBe(false);
    }
  });
});

describe('the sportsbook page (§2.1 /fbSports, issue 16 item 4)', () => {
  it('is public (a visitor browses, §6), a section of its own, and keeps the header balance', () => {
    for (const brandId of brandIds) {
      const route = lobbyRoutes(lobbyStore(brandId).store).find((r) => r.path === 'fbSports');
      expect(route?.section).toBe('fbSports');
      expect(route?.handle.loginOnly ?? false).toBe(false);
      expect(route?.handle.gamePage ?? false).toBe(false);
    }
  });
});
