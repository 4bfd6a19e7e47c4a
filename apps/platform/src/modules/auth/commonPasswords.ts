/**
 * ASVS 2.1.7: passwords are checked against a list of common and breached passwords, shipped with
 * the platform (no network call at run time). The list is the `passwords-common` dictionary of
 * @zxcvbn-ts/language-common (MIT; the maintained TypeScript port of Dropbox's zxcvbn, millions of
 * downloads a month): about 49,000 common passwords, most frequent first, in 0.4 MB. Chosen over
 * the small one-off top-10k list packages because it is kept up with releases, is five times
 * longer, and hands out a plain array we can put in a Set without loading the zxcvbn scorer. It stays on the server: the site checks
 * lengths and characters only, so none of this reaches the browser's first page.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  // Loaded on first use: decompressing the dictionary costs tens of milliseconds at start-up.
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return loading;
}

/**
 * True when the password is on the list (the list is lower case, so `Password1` is `password1`),
 * or is one character repeated (`aaaaaaaa`), which no list spells out at every length.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1) return true;
  return (await commonPasswords()).has(lower);
}
