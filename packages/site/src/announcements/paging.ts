/**
 * §9 page sizes and the popup pagination range. The same figures live in api-contract
 * (announcementPageSize, noticePageSize); they are repeated here because a lazy chunk importing
 * values from the contract made the bundler split the call table and break the first page.
 */
export const ANNOUNCEMENT_PAGE_SIZE = 8;
export const NOTICE_PAGE_SIZE = 6;
/** §9: popup pagination shows two pages either side of the current one. */
export const POPUP_PAGINATION_RANGE = 2;
