import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A block of the dashboard: its heading, a link to the page it previews, then the preview. */
export function DashboardSection({
  id,
  title,
  link,
  testId,
  children,
}: {
  /** Id of the heading, which names the region. */
  id: string;
  title: string;
  link: { to: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" data-testid={testId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to}>
          {link.label}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}
