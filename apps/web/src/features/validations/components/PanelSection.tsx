import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a validations tab. */
export function PanelSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={3} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
