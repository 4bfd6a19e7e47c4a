import { msg } from '@lingui/core/macro';

/** §2.11 page titles the frame's own routes use; feature packages bring their own. */
export const frameTitles = {
  home: msg`Home`,
  login: msg`Log in`,
  register: msg`Register`,
  help: msg`Help`,
  notices: msg`Announcements`,
};
