import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './MemberCard.module.css';

/**
 * How many members match (issue 16 part 3): exact ("1 234 membres") or, past the count the
 * server makes exactly, its estimate ("environ 100 000 membres"). Its place is kept while it
 * loads, so the heading's row does not move when it arrives.
 */
export function DirectoryCount({ value }: { value: { count: number; exact: boolean } | null }) {
  const { t } = useTranslation();
  if (!value) {
    return <Skeleton className={classes.count} height="1.25rem" aria-hidden="true" />;
  }
  return (
    <Text role="status" aria-live="polite" data-testid="directory-count" fw={600}>
      {value.exact
        ? t('directory_count', { count: value.count })
        : t('directory_count_estimate', { count: value.count })}
    </Text>
  );
}
