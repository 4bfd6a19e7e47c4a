/**
 * The registration pattern library (SPEC §5): each rule names a pattern by id; the hint shown
 * under the field comes from the pattern's template with (min) and (max) replaced by the rule's
 * bounds, collapsed to one number when they are equal.
 *
 * `source` is a JavaScript regular expression body used with the `u` flag and anchored by
 * `patternRegExp`; `*` is the §3 "matches anything" pattern.
 */
export interface PatternEntry {
  readonly id: string;
  readonly source: string;
  readonly hint: { readonly EN: string; readonly JA: string };
}

function entry(id: string, source: string, EN: string, JA: string) {
  return { id, source, hint: { EN, JA } } as const;
}

export const patternLibrary = [
  entry('any', '*', '(min)-(max) characters', '(min)〜(max)文字'),
  entry(
    'alphanumeric',
    '[A-Za-z0-9]*',
    '(min)-(max) half-width letters and digits',
    '半角英数字(min)〜(max)文字',
  ),
  entry(
    'alphanumericStartsWithLetter',
    '[A-Za-z][A-Za-z0-9]*',
    '(min)-(max) half-width letters and digits, starting with a letter',
    '英字で始まる半角英数字(min)〜(max)文字',
  ),
  entry(
    'lettersAndDigitsBoth',
    '(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]*',
    '(min)-(max) half-width characters with at least one letter and one digit',
    '英字と数字をそれぞれ1文字以上含む半角英数字(min)〜(max)文字',
  ),
  entry('letters', '[A-Za-z]*', '(min)-(max) letters', '半角英字(min)〜(max)文字'),
  entry(
    'lettersAndSpaces',
    '[A-Za-z ]*',
    '(min)-(max) letters and spaces',
    '半角英字とスペース(min)〜(max)文字',
  ),
  entry('digits', '[0-9]*', '(min)-(max) digits', '半角数字(min)〜(max)桁'),
  entry(
    'noSpaces',
    '\\S*',
    '(min)-(max) characters without spaces',
    'スペースなし(min)〜(max)文字',
  ),
  entry(
    'halfWidthPrintable',
    '[\\x21-\\x7E]*',
    '(min)-(max) half-width characters without spaces',
    'スペースなしの半角文字(min)〜(max)文字',
  ),
  // ASVS 2.1.4: a password may hold any printable character, spaces and emoji included; only
  // control characters (\p{Cc}: C0, DEL, C1) are refused.
  entry(
    'printable',
    '\\P{Cc}*',
    '(min)-(max) characters; spaces and symbols allowed',
    '(min)〜(max)文字（スペース・記号も使えます）',
  ),
  entry(
    'atLeastOneUppercase',
    '(?=[\\s\\S]*[A-Z])[\\s\\S]*',
    '(min)-(max) characters with at least one uppercase letter',
    '大文字を1文字以上含む(min)〜(max)文字',
  ),
  entry(
    'alphanumericWithUppercase',
    '(?=[^A-Z]*[A-Z])[A-Za-z0-9]*',
    '(min)-(max) letters and digits with at least one uppercase letter',
    '大文字を1文字以上含む半角英数字(min)〜(max)文字',
  ),
  entry(
    'strong',
    '(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9\\s])\\S*',
    '(min)-(max) characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    '大文字・小文字・数字・記号をそれぞれ含む(min)〜(max)文字',
  ),
  entry('uppercase', '[A-Z]*', '(min)-(max) uppercase letters', '半角大文字(min)〜(max)文字'),
  entry('lowercase', '[a-z]*', '(min)-(max) lowercase letters', '半角小文字(min)〜(max)文字'),
  entry(
    'uppercaseAndDigits',
    '[A-Z0-9]*',
    '(min)-(max) uppercase letters and digits',
    '半角大文字と数字(min)〜(max)文字',
  ),
  entry(
    'alphanumericHyphen',
    '[A-Za-z0-9-]*',
    '(min)-(max) letters, digits and hyphens',
    '半角英数字とハイフン(min)〜(max)文字',
  ),
  entry('thai', '[\\u0E00-\\u0E7F ]*', '(min)-(max) Thai characters', 'タイ文字(min)〜(max)文字'),
  entry(
    'korean',
    '[\\p{Script=Hangul} ]*',
    '(min)-(max) Korean characters',
    '韓国語文字(min)〜(max)文字',
  ),
  entry(
    'kanjiAndPunctuation',
    '[\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF0F]*',
    '(min)-(max) kanji and punctuation',
    '漢字と句読点(min)〜(max)文字',
  ),
  entry(
    'fullWidthKanaKanji',
    '[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC\\u3000]*',
    '(min)-(max) full-width kana or kanji',
    '全角かな・カナ・漢字(min)〜(max)文字',
  ),
  entry(
    'fullWidthKatakana',
    '[\\p{Script=Katakana}\\u30FC\\u3000]*',
    '(min)-(max) full-width katakana',
    '全角カタカナ(min)〜(max)文字',
  ),
  entry(
    'fullName',
    '[^\\s]+(?: [^\\s]+)+',
    'Full name, parts separated by a space, (min)-(max) characters',
    '姓と名をスペースで区切って(min)〜(max)文字',
  ),
  entry(
    'fullNameLatin',
    '[A-Za-z]+(?: [A-Za-z]+)+',
    'Full name in letters, parts separated by a space, (min)-(max) characters',
    '半角英字の姓名をスペースで区切って(min)〜(max)文字',
  ),
  entry(
    'dateYmd',
    '[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])',
    'A date as yyyy-MM-dd',
    'yyyy-MM-dd形式の日付',
  ),
  entry(
    'dateMdy',
    '(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}',
    'A date as MM-dd-yyyy',
    'MM-dd-yyyy形式の日付',
  ),
  entry(
    'email',
    '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
    'A valid e-mail address of (min)-(max) characters',
    '(min)〜(max)文字の有効なメールアドレス',
  ),
] as const satisfies readonly PatternEntry[];

export type PatternId = (typeof patternLibrary)[number]['id'];
export const patternIds = patternLibrary.map((p) => p.id) as [PatternId, ...PatternId[]];

export function patternById(id: PatternId): PatternEntry {
  const found = patternLibrary.find((p) => p.id === id);
  if (!found) throw new RangeError(`Unknown pattern id ${id}`);
  return found;
}

/** The anchored expression for a pattern source; `*` matches anything (§3). */
export function patternRegExp(source: string): RegExp {
  return source === '*' ? /^[\s\S]*$/u : new RegExp(`^(?:${source})$`, 'u');
}

export interface HintRule {
  readonly patternId: PatternId;
  readonly minLength: number;
  readonly maxLength: number;
}

/** §5: hint text with (min) and (max) replaced by the bounds; one number if they are equal. */
export function hintFor(rule: HintRule, lang: 'EN' | 'JA'): string {
  const template = patternById(rule.patternId).hint[lang];
  const collapsed =
    rule.minLength === rule.maxLength
      ? template.replace(/\(min\)\s*(?:-|〜)\s*\(max\)/g, String(rule.minLength))
      : template;
  return collapsed
    .replace(/\(min\)/g, String(rule.minLength))
    .replace(/\(max\)/g, String(rule.maxLength));
}

export interface FieldRuleLike extends HintRule {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly acceptedPattern: string;
}

export type FieldRuleProblem = 'required' | 'tooShort' | 'tooLong' | 'pattern';

/**
 * Checks one value against a registration field rule (§3, §5), the same way on the site and the
 * server. A disabled field, or an empty optional one, passes. Lengths count characters (code
 * points), so a kanji counts once.
 */
export function checkFieldRule(
  rule: FieldRuleLike,
  value: string | undefined,
): FieldRuleProblem | null {
  if (!rule.enabled) return null;
  const v = (value ?? '').trim();
  if (v === '') return rule.required ? 'required' : null;
  const length = [...v].length;
  if (length < rule.minLength) return 'tooShort';
  if (length > rule.maxLength) return 'tooLong';
  return patternRegExp(rule.acceptedPattern).test(v) ? null : 'pattern';
}

/**
 * ASVS 2.1.1 and 2.1.2 over a brand's §5 bounds: a password has at least 8 characters even where
 * the brand's rule allows fewer, and at least 64 are always allowed; 128 is the contract's cap.
 */
export const passwordLengths = { floor: 8, longestAllowedFloor: 64, cap: 128 } as const;

/** The rule a password is held to: the brand's pattern, with the ASVS length bounds applied. */
export function passwordRuleOf<R extends HintRule>(rule: R): R {
  const { floor, longestAllowedFloor, cap } = passwordLengths;
  const minLength = Math.min(Math.max(rule.minLength, floor), cap);
  const maxLength = Math.min(Math.max(rule.maxLength, longestAllowedFloor, minLength), cap);
  return { ...rule, minLength, maxLength };
}

const controlCharacter = /\p{Cc}/u;

/**
 * Checks a password the same way on the site and the server: always required, never trimmed (a
 * space may be part of it, ASVS 2.1.3), held to the ASVS bounds (passwordRuleOf), refused with a
 * control character whatever the pattern, then the brand's own pattern (§5 "half-width
 * alphanumerics" when a brand sets it). The common-password list is the platform's alone
 * (PASSWORD_WEAK): it is too large to ship to the browser.
 */
export function checkPasswordRule(
  rule: FieldRuleLike,
  value: string | undefined,
): FieldRuleProblem | null {
  const v = value ?? '';
  if (v === '') return 'required';
  const { minLength, maxLength } = passwordRuleOf(rule);
  const length = [...v].length;
  if (length < minLength) return 'tooShort';
  if (length > maxLength) return 'tooLong';
  if (controlCharacter.test(v)) return 'pattern';
  return patternRegExp(rule.acceptedPattern).test(v) ? null : 'pattern';
}
