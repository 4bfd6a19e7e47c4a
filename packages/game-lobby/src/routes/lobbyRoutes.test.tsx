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
