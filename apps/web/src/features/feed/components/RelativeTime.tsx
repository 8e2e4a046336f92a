import type { MantineSize } from '@mantine/core';
import { Text } from '@mantine/core';
import { formatDateTime } from '../../../i18n/format.ts';
import { relativeDate } from '../../../i18n/relativeDate.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** "3 hours ago" as a `<time>`, the full date in its title. */
export function RelativeTime({ iso, size = 'sm' }: { iso: string; size?: MantineSize }) {
  const { locale } = useRouteLocale();
  return (
    <Text
      component="time"
      dateTime={iso}
      title={formatDateTime(iso, locale, 'long')}
      size={size}
      c="dimmed"
    >
      {relativeDate(iso, locale)}
    </Text>
  );
}
