// `@lobbykit/game-lobby/announcements`: the announcement reader the notices use, for the site's
// announcement popup. An entry of its own, so only the lazy chunks that render it download it and
// its styles (the main entry is in the first page).
export { AnnouncementReader } from './notices/AnnouncementReader';
export type { AnnouncementReaderProps, ReaderItem } from './notices/AnnouncementReader';
export { POPUP_PAGINATION_RANGE } from './notices/paging';
