import type { MantineSpacing, PaperProps } from '@mantine/core';
import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What every kind of section card is given: its heading's id and words, and its content. */
export interface SectionCardContent {
  /** Id of the heading, which names the region. */
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A bordered card that is a region named by its heading (`aria-labelledby`): the sections of
 * the profile, the settings, the school settings and the validations centre. The heading's
 * level follows the page's outline; its size, the card's padding and the room under the
 * heading are each page's look.
 */
export function SectionCard({
  id,
  title,
  order,
  titleSize = 'h4',
  action,
  headingGap = 'md',
  component = 'section',
  p = { base: 'md', sm: 'lg' },
  children,
}: SectionCardContent & {
  /** Heading level in the page's outline. */
  order: 2 | 3;
  titleSize?: 'h3' | 'h4';
  /** Shown at the end of the heading's row (an "add" or "edit" button). */
  action?: ReactNode;
  headingGap?: MantineSpacing;
  /** `fieldset` for a group of form controls. */
  component?: 'section' | 'fieldset';
  p?: PaperProps['p'];
}) {
  return (
    <Paper withBorder radius="md" p={p} component={component} aria-labelledby={id}>
      <Group justify="space-between" align="center" mb={headingGap} wrap="nowrap">
        <Title order={order} size={titleSize} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
