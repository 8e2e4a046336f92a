import type { MantineSize } from '@mantine/core';
import { Text } from '@mantine/core';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { fullDate, relativeDate } from '../relativeDate.ts';

/** "3 hours ago" as a `<time>`, the full date in its title. */
export function RelativeTime({ iso, size = 'sm' }: { iso: string; size?: MantineSize }) {
  const { locale } = useRouteLocale();
  return (
    <Text component="time" dateTime={iso} title={fullDate(iso, locale)} size={size} c="dimmed">
      {relativeDate(iso, locale)}
    </Text>
  );
}
