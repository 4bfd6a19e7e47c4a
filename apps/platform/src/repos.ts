import type { Database } from './db/index';
import type { EventBus } from './modules/events/bus';
import { announcementRepository } from './modules/announcements/repository';
import { throttleRepository } from './modules/auth/throttle';
import { captchaRepository } from './modules/captcha/service';
import { contractRepository } from './modules/contracts/repository';
import { memberRepository } from './modules/member/repository';
import { merchantRepository } from './modules/merchants/repository';
import { messageRepository } from './modules/messages/repository';
import { operatorEvents } from './modules/events/outbox';
import { outboxRepository } from './modules/outbox/repository';
import { responsibleGamblingRepository } from './modules/responsible-gambling/repository';
import { securityRepository } from './modules/security/repository';
import { SessionCache } from './modules/session/cache';
import { sessionRepository } from './modules/session/repository';
import { smsCodeRepository } from './modules/verification/smsCodes';

/** Every repository, built once over the db and attached to the server as `app.repos`. */
export function createRepos(
  db: Database,
  /** Issue 15: the bus between nodes (none: the CLI with its own database, one process). */
  bus?: EventBus,
) {
  const sessionCache = new SessionCache();
  const announce = (memberIds: number[]) => bus?.publish('events', memberIds);
  // A member's sessions or row changed: this node forgets its cached copy at once, every other
  // node as soon as the bus tells it (issue 15: a revocation holds on every node within 100 ms).
  const forgetMember = (memberId: number) => {
    sessionCache.forgetMember(memberId);
    bus?.publish('sessions', [memberId]);
  };
  bus?.subscribe('sessions', (ids) => ids.forEach((id) => sessionCache.forgetMember(id)));
  return {
    merchants: merchantRepository(db),
    members: memberRepository(db, forgetMember),
    sessions: sessionRepository(db, sessionCache, announce, forgetMember),
    throttle: throttleRepository(db),
    captchas: captchaRepository(db),
    smsCodes: smsCodeRepository(db),
    outbox: outboxRepository(db),
    announcements: announcementRepository(db),
    messages: messageRepository(db, announce),
    events: operatorEvents(db, announce),
    contracts: contractRepository(db, announce),
    security: securityRepository(db, forgetMember),
    responsibleGambling: responsibleGamblingRepository(db, forgetMember),
  };
}

export type Repos = ReturnType<typeof createRepos>;
