import type { MantineSize } from '@mantine/core';
import { Text } from '@mantine/core';
import { fullDate, relativeDate } from '../../../ui/relativeDate.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';

/** "3 hours ago" as a `<time>`, the full date in its title. */
export function RelativeTime({ iso, size = 'sm' }: { iso: string; size?: MantineSize }) {
  const { locale } = useRouteLocale();
  return (
    <Text component="time" dateTime={iso} title={fullDate(iso, locale)} size={size} c="dimmed">
      {relativeDate(iso, locale)}
    </Text>
  );
}
