import { randomBytes } from 'node:crypto';
import type { DepositProvider as ProviderName, ReceivingAccount } from '@lobbykit/api-contract';
import type { DepositChannelRow, DepositRow } from '../../db/schema/index';

/**
 * How money reaches the platform for one kind of channel (issue 14 item 3). Every provider ends
 * in the same crediting transaction (repository.ts creditLocked); what differs is what a new
 * deposit carries, what the member is shown, and who says the money arrived: an operator for a
 * bank transfer, the gateway's signed notification for the demo gateway.
 */
export interface DepositProvider {
  readonly name: ProviderName;
  /** Fields a new deposit of this provider stores. */
  prepare(): { gatewayToken: string | null };
  /** What the member is shown to pay. */
  instructions(
    row: DepositRow,
    channel: DepositChannelRow,
  ): { receivingAccount: ReceivingAccount | null; payUrl: string | null };
  /** The member may send proof (and so move the deposit to pending). */
  readonly acceptsProof: boolean;
  /** Who may say the money arrived. */
  readonly confirmedBy: 'operator' | 'gateway';
}

/** The member transfers to the merchant's account with the reference; an operator confirms. */
export const bankTransfer: DepositProvider = {
  name: 'bankTransfer',
  prepare: () => ({ gatewayToken: null }),
  instructions: (_row, channel) => ({ receivingAccount: channel.receivingAccount, payUrl: null }),
  acceptsProof: true,
  confirmedBy: 'operator',
};

/** The hosted page of the platform's demo gateway (gateway.ts), while the deposit waits. */
export const demoGatewayPath = '/pay/demo';

export const demoGateway: DepositProvider = {
  name: 'demoGateway',
  prepare: () => ({ gatewayToken: randomBytes(32).toString('base64url') }),
  instructions: (row) => ({
    receivingAccount: null,
    payUrl:
      row.state === 'created' && row.gatewayToken ? `${demoGatewayPath}/${row.gatewayToken}` : null,
  }),
  acceptsProof: false,
  confirmedBy: 'gateway',
};

export const depositProviders: Record<ProviderName, DepositProvider> = {
  bankTransfer,
  demoGateway,
};
