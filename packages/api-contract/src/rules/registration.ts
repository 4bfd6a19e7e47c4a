/**
 * §3 "Registration user": the optional fields a registration rule switches on, in the order the
 * form shows them. The site shows only the enabled ones and the platform stores only those (issue
 * 13 item 7), so both read this one list.
 */
export const optionalRegisterFields = [
  'nickname',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
] as const;

export type OptionalRegisterField = (typeof optionalRegisterFields)[number];
