import type { Member, Merchant } from '../../db/schema/index';
import type { MessageRepository } from './repository';

/** The welcome message, in the member's language (EN or JA; JA is the default, §9). */
export function welcomeMessage(
  brandName: string,
  language: string,
): { title: string; content: string } {
  if (language === 'EN') {
    return {
      title: `Welcome to ${brandName}`,
      content: `Thank you for joining ${brandName}. Your account is ready: make your first deposit from the header, and find help and our 24-hour customer service in the side menu. Please play responsibly.`,
    };
  }
  return {
    title: `${brandName}へようこそ`,
    content: `${brandName}にご登録いただきありがとうございます。アカウントの準備ができました。ヘッダーから初回入金ができます。ヘルプと24時間対応のカスタマーサービスはサイドメニューにあります。責任あるプレイをお願いします。`,
  };
}

/** Puts the welcome message in a new member's inbox (registration, seed-demo). */
export async function sendWelcome(
  messages: MessageRepository,
  merchant: Merchant,
  member: Member,
): Promise<void> {
  await messages.send({
    merchantId: merchant.id,
    memberId: member.id,
    ...welcomeMessage(merchant.name, member.language),
  });
}
