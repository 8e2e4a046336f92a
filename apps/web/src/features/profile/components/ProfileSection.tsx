import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the profile page, its heading naming the region. */
export function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
