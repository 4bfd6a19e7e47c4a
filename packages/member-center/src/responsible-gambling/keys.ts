/** The responsible-gambling reads; a change invalidates them all by this prefix. */
export const RESPONSIBLE_GAMBLING_KEY = ['memberResponsibleGambling'] as const;
/** This login's play for the reality check (under the prefix: a settings change refetches it). */
export const PLAY_SESSION_KEY = [...RESPONSIBLE_GAMBLING_KEY, 'session'] as const;
