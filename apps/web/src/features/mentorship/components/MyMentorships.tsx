import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useMatchActions } from '../hooks/useMatchActions.tsx';
import { useMyMatches } from '../hooks/useMyMatches.ts';
import { MatchItem } from './MatchItem.tsx';

/** One side of my mentorships: its heading, its count, its matches and their pages. */
function MatchList({ side }: { side: 'mentor' | 'mentee' }) {
  const { t } = useTranslation();
  const { query, pagination } = useMyMatches(side);
  const { run, dialog, busy } = useMatchActions();
  const headingId = `mentorship-as-${side}`;
  let body: ReactNode;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <LoadError inline onRetry={() => void query.refetch()} />;
  else if (query.data.count === 0) {
    body = <Text c="dimmed">{t(`mentorship_none_as_${side}`)}</Text>;
  } else {
    body = (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {query.data.results.map((match) => (
          <li key={match.id}>
            <MatchItem match={match} busy={busy?.id === match.id ? busy.move : null} onMove={run} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid={`matches-${side}`}>
      <Title order={3} size="h4" id={headingId}>
        {t(`mentorship_as_${side}`)}
        {query.data && query.data.count > 0 && (
          <Text span c="dimmed" fw={400} ml={6}>
            ({query.data.count})
          </Text>
        )}
      </Title>
      {body}
      {query.data && (
        <ListPagination
          count={query.data.count}
          page={pagination.page}
          pageSize={pagination.pageSize}
          onChange={pagination.setPage}
        />
      )}
      {dialog}
    </Stack>
  );
}

/**
 * "My mentorships" (issue 33 item 3): my matches as a mentee, then as a mentor, each with the
 * moves the server allows me (accept or refuse with a reason as the mentor, cancel as the
 * mentee, delete on either side).
 */
export function MyMentorships() {
  return (
    <Stack gap="xl">
      <MatchList side="mentee" />
      <MatchList side="mentor" />
    </Stack>
  );
}
