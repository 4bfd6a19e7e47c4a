/**
 * The member's contract reads (the list call, the agent centre's pages) start their keys with
 * this; the member's event stream marks them stale when a contract is offered, answered, ended or
 * settled (issue 15).
 */
export const CONTRACTS_KEY = ['contracts'] as const;
