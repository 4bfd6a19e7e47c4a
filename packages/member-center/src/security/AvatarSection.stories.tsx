import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeAvatars } from '../../test/fakeAvatars';
import { memberCatalogs, memberFrame } from '../../test/storyFrame';
import { AvatarSection } from './AvatarSection';

const meta = {
  title: 'member-center/security/AvatarSection',
  component: AvatarSection,
  loaders: [memberCatalogs],
  decorators: [memberFrame],
  // The avatar calls in memory: a choice saved here shows until the story is opened again.
  parameters: { memberApi: () => fakeAvatars().api },
} satisfies Meta<typeof AvatarSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who never chose: the default is checked. */
export const Default: Story = {};

/** The save fails (the platform cannot be reached): the form says so and keeps the choice. */
export const SaveFails: Story = {
  parameters: {
    memberApi: () => {
      const avatars = fakeAvatars();
      avatars.failNextSave(new Error('The platform could not be reached.'));
      return avatars.api;
    },
  },
};
