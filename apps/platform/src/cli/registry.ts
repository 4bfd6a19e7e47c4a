import type { OperatorCommand, OperatorContext } from './command';
import {
  merchantsCommand,
  outboxCommand,
  regionCommand,
  statusCommand,
} from './commands/merchants';
import { announcementsCommand } from './commands/announcements';
import { captchaAnswerCommand } from './commands/captcha';
import { catalogueCommand } from './commands/catalogue';
import { messagesCommand } from './commands/messages';
import { contractsCommand } from './commands/contracts';
import { popupCommand, sessionsCommand } from './commands/events';
import { seedDemoCommand } from './commands/seedDemo';
import { walletCommands } from './commands/wallet';
import { cashierCommand } from './commands/cashier/index';
import { lotteryCommand } from './commands/lottery';
import { sportsCommand } from './commands/sports';

/** A command with its types erased, so commands of different shapes sit in one list. */
export interface AnyOperatorCommand {
  name: string;
  usage: string;
  summary: string;
  parse: (args: string[]) => unknown;
  run: (ctx: OperatorContext, params: unknown) => Promise<unknown>;
  format: (result: unknown) => string;
}

function erase<P, R>(command: OperatorCommand<P, R>): AnyOperatorCommand {
  return command as unknown as AnyOperatorCommand;
}

/**
 * Every operator command, for the CLI and for the operator channel of a running platform. A
 * module in ./commands adds its commands here (e.g. the wallet commands: `...walletCommands.map(erase)`).
 */
export const operatorCommands: AnyOperatorCommand[] = [
  erase(merchantsCommand),
  erase(statusCommand),
  erase(regionCommand),
  erase(outboxCommand),
  erase(seedDemoCommand),
  erase(announcementsCommand),
  erase(popupCommand),
  erase(sessionsCommand),
  erase(messagesCommand),
  erase(contractsCommand),
  erase(captchaAnswerCommand),
  erase(catalogueCommand),
  ...walletCommands.map((c) => erase(c)),
  erase(cashierCommand),
  erase(lotteryCommand),
  erase(sportsCommand),
];

export function findCommand(name: string): AnyOperatorCommand | undefined {
  return operatorCommands.find((c) => c.name === name);
}
