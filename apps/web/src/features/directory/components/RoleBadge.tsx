import { Badge } from '@mantine/core';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { memberColors } from '../members.ts';

/** A role's name as the school calls it, with a dot of the role's colour. */
export function RoleBadge({ code }: { code: number }) {
  const school = useSchool();
  const { locale } = useRouteLocale();
  return (
    <Badge
      variant="dot"
      color={memberColors(school, [{ role: code }]).background}
      tt="none"
      size="md"
    >
      {roleNameOf(school, code, locale)}
    </Badge>
  );
}
