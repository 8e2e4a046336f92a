import type { DirectoryRole } from '@alumni/domain';
import { Avatar } from '@mantine/core';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { memberColors } from '../members.ts';

/**
 * A member's picture, or their initials on the colour of their most significant role
 * (spec 2 §6 Display colour precedence); a picture gets a ring of that colour. Decorative:
 * the member's name is always written next to it.
 */
export function MemberAvatar({
  name,
  picture,
  roles,
  size = 64,
}: {
  name: string;
  picture: string | null;
  roles: readonly Pick<DirectoryRole, 'role'>[];
  size?: number;
}) {
  const school = useSchool();
  const colors = memberColors(school, roles);
  return (
    <Avatar
      src={picture}
      alt=""
      name={name}
      size={size}
      radius="50%"
      aria-hidden="true"
      data-color={colors.background}
      styles={{
        root: { boxShadow: `0 0 0 3px ${colors.background}` },
        placeholder: { backgroundColor: colors.background, color: colors.text, fontWeight: 700 },
      }}
    />
  );
}
