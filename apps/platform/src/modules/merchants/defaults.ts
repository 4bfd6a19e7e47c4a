import { patternById } from '@lobbykit/api-contract';
import type { PatternId, WhitelabelFlag } from '@lobbykit/api-contract';
import type { RegistrationFieldRule } from '../../db/schema/index';

function rule(
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: PatternId,
): RegistrationFieldRule {
  return {
    enabled,
    required,
    minLength,
    maxLength,
    patternId,
    acceptedPattern: patternById(patternId).source,
  };
}

/**
 * Registration rules a merchant starts with (§3 "Registration field rule", §5): the username is
 * half-width alphanumerics; the other fields are off until the operator enables them. Pattern ids
 * are entries of the contract's pattern library.
 *
 * The password follows ASVS 2.1 rather than §5's "half-width alphanumerics only": 8 to 128 of any
 * printable characters, spaces included (2.1.1 to 2.1.4), no composition rule (2.1.9), and the
 * platform's common-password list (2.1.7). The §5 rule stays in the library as `alphanumeric` for a
 * brand that sets it; the ASVS length bounds apply over any brand rule (passwordRuleOf).
 */
export function defaultRegistrationRules(): Record<string, RegistrationFieldRule> {
  return {
    username: rule(true, true, 6, 16, 'alphanumeric'),
    password: rule(true, true, 8, 128, 'printable'),
    confirmPassword: rule(true, true, 8, 128, 'printable'),
    mobileNum: rule(true, false, 8, 11, 'digits'),
    verificationCode: rule(true, false, 6, 6, 'digits'),
    email: rule(true, false, 5, 100, 'email'),
    nickname: rule(true, false, 1, 20, 'noSpaces'),
    affiliateCode: rule(true, false, 4, 20, 'alphanumeric'),
    payeeName: rule(false, false, 1, 50, 'lettersAndSpaces'),
    paymentPassword: rule(false, false, 6, 20, 'alphanumeric'),
    qqNum: rule(false, false, 5, 15, 'digits'),
    line: rule(false, false, 1, 50, 'noSpaces'),
    whatsapp: rule(false, false, 1, 50, 'noSpaces'),
    facebook: rule(false, false, 1, 50, 'noSpaces'),
    wechat: rule(false, false, 1, 50, 'noSpaces'),
    idNumber: rule(false, false, 1, 30, 'noSpaces'),
    // Always asked at registration whatever is stored (registerRulesOf, issue 13 item 2).
    captcha: rule(true, true, 4, 4, 'digits'),
  };
}

/** §3 whitelabel flags. The reference platform turns on direct, username and mobile flows. */
export function defaultWhitelabel(): Record<WhitelabelFlag, boolean> {
  return {
    CHNGPASSVERIF3: false,
    MOBILENUMPASSREG3: true,
    REGMOBVERF3: true,
    DIRECTREG3: true,
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: true,
    AGENTPOLICY3: true,
  };
}
