import { Avatar, Image } from '@mantine/core';

/** The initials of a name ("Ada Lovelace" → "AL"), two letters at most. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A team member's square photo, or their initials on the school's colour when they have none.
 * Decorative: the name is always written beside it.
 */
export function TeamPhoto({
  photo,
  name,
  size,
}: {
  photo: string | null;
  name: string;
  size: number;
}) {
  if (photo) {
    return <Image src={photo} alt="" w={size} h={size} radius="50%" fit="cover" loading="lazy" />;
  }
  return (
    <Avatar
      size={size}
      radius="50%"
      aria-hidden="true"
      styles={{
        placeholder: {
          background: 'var(--school-primary)',
          color: 'var(--school-on-primary)',
          fontSize: size / 3,
        },
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
