// What the member's own calls show of a contact or an account number (issue 14 item 2): enough to
// recognise it, not enough to use it from a borrowed screen.

const dots = '••••';

/** "+81 •••• 5678". */
export function maskMobile(dialingCode: string | null, mobile: string): string {
  const prefix = dialingCode ? `+${dialingCode.replace(/^\+/, '')} ` : '';
  return `${prefix}${dots} ${mobile.slice(-4)}`;
}

/** "t••••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return dots;
  return `${email.slice(0, 1)}${dots}${email.slice(at)}`;
}

/** "•••• 1234". */
export function maskAccountNumber(digits: string): string {
  return `${dots} ${digits.slice(-4)}`;
}
