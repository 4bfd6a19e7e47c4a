import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs } from '../../src/cli/command';
import { catalogueCommand } from '../../src/cli/commands/catalogue';
import { outboxCommand, regionCommand } from '../../src/cli/commands/merchants';
import { creditCommand } from '../../src/cli/commands/wallet';

describe('operator CLI arguments (node:util parseArgs)', () => {
  it('reads positionals, --name value, --name=value and repeated options', () => {
    expect(
      parseArgs(['a', '--cidr', '10.0.0.0/8', 'b', '--cidr=192.168.0.0/16', '--clear'], {
        cidr: 'string',
        clear: 'boolean',
      }),
    ).toEqual({
      positional: ['a', 'b'],
      options: { cidr: ['10.0.0.0/8', '192.168.0.0/16'], clear: [''] },
    });
  });

  it('refuses an option the command does not take, naming it', () => {
    expect(() => outboxCommand.parse(['--limt', '5'])).toThrow(UsageError);
    expect(() => outboxCommand.parse(['--limt', '5'])).toThrow('unknown option --limt');
    expect(() => catalogueCommand.parse(['hide', 'ALPHA01', '--vendr', 'PG'])).toThrow(
      'unknown option --vendr',
    );
  });

  it('refuses an option without its value, naming it', () => {
    expect(() => outboxCommand.parse(['--limit'])).toThrow('--limit needs a value');
    expect(() =>
      creditCommand.parse(['ALPHA01', 'house:bonus', '1.00', '--reason', '--key', 'k']),
    ).toThrow('--reason needs a value');
  });

  it('refuses a value given to a switch, naming it', () => {
    expect(() => regionCommand.parse(['ALPHA01', '--clear=yes'])).toThrow('--clear takes no value');
  });

  it('keeps the commands’ own rules and messages', () => {
    expect(outboxCommand.parse(['--limit', '3'])).toEqual({ limit: 3 });
    expect(() => creditCommand.parse(['ALPHA01', 'house:bonus', '1.00'])).toThrow(
      '--reason is required',
    );
    expect(() => catalogueCommand.parse(['hide', 'ALPHA01'])).toThrow(
      'give exactly one of --vendor, --category, --game',
    );
  });
});
