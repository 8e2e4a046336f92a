import type { ImportLineError } from '@alumni/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportMessage } from '../hooks/useImportMessage.ts';
import { importReasonMessage } from '../importMessages.ts';

/** Lines shown before "show all": long reports stay readable. */
export const INVALID_LINES_SHOWN = 50;

/** The invalid lines of a file: line number and reason, in the interface language. */
export function InvalidLinesTable({
  lines,
  caption,
}: {
  lines: ImportLineError[];
  caption: string;
}) {
  const { t } = useTranslation();
  const message = useImportMessage();
  const [all, setAll] = useState(false);
  const shown = all ? lines : lines.slice(0, INVALID_LINES_SHOWN);
  return (
    <div>
      <Table striped verticalSpacing={4} data-testid="invalid-lines">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={100}>
              {t('imports_line')}
            </Table.Th>
            <Table.Th scope="col">{t('imports_reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((error) => (
            <Table.Tr key={`${error.line}-${error.reason}`} data-line={error.line}>
              <Table.Th scope="row" fw={600}>
                {error.line}
              </Table.Th>
              <Table.Td>{message(importReasonMessage(error.reason))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {lines.length > shown.length && (
        <Button variant="subtle" size="sm" mt="xs" onClick={() => setAll(true)}>
          {t('imports_show_all_lines', { count: lines.length })}
        </Button>
      )}
    </div>
  );
}
