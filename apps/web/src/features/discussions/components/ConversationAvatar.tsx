import type { Conversation } from '@alumni/domain';
import { Avatar } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/** A conversation's picture: the other person's (or their initials), a group's icon. */
export function ConversationAvatar({
  conversation,
  size = 'md',
}: {
  conversation: Pick<Conversation, 'kind' | 'participants'>;
  size?: 'sm' | 'md';
}) {
  const other = conversation.participants[0];
  if (conversation.kind === 'group' || !other) {
    return (
      <Avatar size={size} radius="xl" color="gray" aria-hidden="true">
        <IconUsers size={18} />
      </Avatar>
    );
  }
  return (
    <Avatar src={other.picture} alt="" size={size} radius="xl" aria-hidden="true">
      {`${other.first_name.charAt(0)}${other.last_name.charAt(0)}`}
    </Avatar>
  );
}
