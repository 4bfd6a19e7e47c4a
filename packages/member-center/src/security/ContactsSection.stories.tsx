import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberCatalogs, memberFrame } from '../../test/storyFrame';
import { ContactsSection } from './ContactsSection';

/** The reads the section shows, in memory; sending a code answers as the platform does. */
function fakeContacts({ emailVerified = false, mobileVerified = false, email = true } = {}) {
  const address = email ? 'hanako@example.com' : null;
  return () => ({
    systemCountryCodes: async () => ({
      countries: [
        { country: 'JP', dialingCode: '81' },
        { country: 'PH', dialingCode: '63' },
      ],
    }),
    memberProfile: async () => ({
      account: 'hanako',
      payeeName: null,
      email: address,
      mobile: '+81 9012345678',
      mobileNum: '9012345678',
      countryDialingCode: '81',
      emailVerified,
      mobileVerified,
      nickname: null,
      birthday: null,
      nationality: null,
      placeOfBirth: null,
      occupation: null,
      sourceOfIncome: null,
      messaging: {},
      messagingShown: [],
    }),
    memberSecurity: async () => ({
      hasPaymentPassword: true,
      payeeName: null,
      mobile: '+81 •••• 5678',
      email: address ? 'h••••@example.com' : null,
      mobileVerified,
      emailVerified,
      lastLogins: [],
    }),
    memberContactEmailCode: async () => ({ expiredMinutes: 5 }),
    memberContactMobileCode: async () => ({ expiredMinutes: 5 }),
  });
}

const meta = {
  title: 'member-center/security/ContactsSection',
  component: ContactsSection,
  loaders: [memberCatalogs],
  decorators: [memberFrame],
  parameters: { memberApi: fakeContacts() },
} satisfies Meta<typeof ContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail and a mobile, neither proved yet: each offers Verify. */
export const Unverified: Story = {};

/** Both proved with a code: each offers Change. */
export const Verified: Story = {
  parameters: { memberApi: fakeContacts({ emailVerified: true, mobileVerified: true }) },
};

/** No e-mail given yet: Add. */
export const NoEmail: Story = {
  parameters: { memberApi: fakeContacts({ email: false, mobileVerified: true }) },
};
