/**
 * §9 the announcement popup's page size. The same figure lives in api-contract
 * (announcementPageSize); it is repeated here because a lazy chunk importing values from the
 * contract made the bundler split the call table and break the first page.
 */
export const ANNOUNCEMENT_PAGE_SIZE = 8;
