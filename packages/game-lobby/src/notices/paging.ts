/**
 * §9 the notice list's page size and the popups' pagination range (two pages either side of the
 * current one). The notice size also lives in api-contract (noticePageSize); it is repeated here
 * because a lazy chunk importing values from the contract made the bundler split the call table
 * and break the first page.
 */
export const NOTICE_PAGE_SIZE = 6;
export const POPUP_PAGINATION_RANGE = 2;
