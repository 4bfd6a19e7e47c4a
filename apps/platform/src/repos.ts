import type { Database } from './db/index';
import { announcementRepository } from './modules/announcements/repository';
import { throttleRepository } from './modules/auth/throttle';
import { captchaRepository } from './modules/captcha/service';
import { memberRepository } from './modules/member/repository';
import { merchantRepository } from './modules/merchants/repository';
import { messageRepository } from './modules/messages/repository';
import { outboxRepository } from './modules/outbox/repository';
import { SessionCache } from './modules/session/cache';
import { sessionRepository } from './modules/session/repository';
import { smsCodeRepository } from './modules/verification/smsCodes';

/** Every repository, built once over the db and attached to the server as `app.repos`. */
export function createRepos(db: Database) {
  const sessionCache = new SessionCache();
  return {
    merchants: merchantRepository(db),
    members: memberRepository(db, (id) => sessionCache.forgetMember(id)),
    sessions: sessionRepository(db, sessionCache),
    throttle: throttleRepository(db),
    captchas: captchaRepository(db),
    smsCodes: smsCodeRepository(db),
    outbox: outboxRepository(db),
    announcements: announcementRepository(db),
    messages: messageRepository(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
