import { msg } from '@lingui/core/macro';

/** §2.11 page titles the frame's own routes use; feature packages bring their own. */
export const frameTitles = {
  home: msg`Home`,
  login: msg`Log in`,
  register: msg`Register`,
  download: msg`App download`,
  // §2.11 titles of the pages that come with later issues (plannedPaths).
  promotions: msg`Promotions`,
  pointMall: msg`Points mall`,
  agentCentre: msg`Agent centre`,
};
