import type { BrowserCommand } from 'vitest/node';
import { runOperatorCommand } from './operator.js';

/**
 * Browser commands (they run in node, the test calls them through `commands` from
 * 'vitest/browser'): the operator CLI against the test platform.
 */
export const operator: BrowserCommand<[command: string, args?: string[]]> = async (
  _context,
  command,
  args = [],
) => runOperatorCommand(command, args);

export const siteCommands = { operator };

declare module 'vitest/browser' {
  interface BrowserCommands {
    operator: (command: string, args?: string[]) => Promise<unknown>;
  }
}
