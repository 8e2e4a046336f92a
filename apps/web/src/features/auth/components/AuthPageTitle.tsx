import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Heading of an account screen inside the auth card, with an optional line of explanation. */
export function AuthPageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Title order={2} size="h4" ta="center" mb={intro ? 'xs' : 'md'}>
        {children}
      </Title>
      {intro && (
        <Text size="sm" ta="center" mb="md">
          {intro}
        </Text>
      )}
    </>
  );
}
