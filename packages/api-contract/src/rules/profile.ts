/** §3 messaging IDs a profile can carry; brand.json memberCentre.messagingIds says which are shown. */
export const messagingIds = [
  'line',
  'telegram',
  'whatsapp',
  'zalo',
  'facebook',
  'qq',
  'wechat',
] as const;
export type MessagingId = (typeof messagingIds)[number];

/** What an anti-money-laundering check asks of a player's money (issue 14 item 2). */
export const sourcesOfIncome = [
  'salary',
  'business',
  'investments',
  'savings',
  'pension',
  'other',
] as const;
export type SourceOfIncome = (typeof sourcesOfIncome)[number];

/** The youngest a player can be on any brand (a stricter market's age is the brand's to add). */
export const minimumAge = 18;
