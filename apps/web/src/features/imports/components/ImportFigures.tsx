import { SimpleGrid, Text } from '@mantine/core';
import { useFormat } from '../../../i18n/useFormat.ts';
import classes from './ImportFigures.module.css';

/** Key figures of an import (lines read, valid, invalid…), each a value with its label. */
export function ImportFigures({
  figures,
}: {
  figures: { label: string; value: number; testId: string; tone?: 'good' | 'bad' }[];
}) {
  const format = useFormat();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: figures.length > 3 ? 4 : 3 }}
      spacing="sm"
      component="dl"
      m={0}
    >
      {figures.map((figure) => (
        <div key={figure.testId} className={classes.figure} data-tone={figure.tone}>
          <Text component="dt" size="sm" className={classes.label}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={800} lh={1.1} data-testid={figure.testId}>
            {format.number(figure.value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
