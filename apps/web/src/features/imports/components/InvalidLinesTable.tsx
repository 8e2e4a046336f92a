import type { ImportLineError } from '@alumni/domain';
import { importReasonText } from '@alumni/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';

/** Lines shown before "show all": long reports stay readable. */
export const INVALID_LINES_SHOWN = 50;

/**
 * The invalid lines of a file: line number and reason naming the bad value, in the page's
 * language (issue 12 item 8).
 */
export function InvalidLinesTable({
  lines,
  caption,
}: {
  lines: ImportLineError[];
  caption: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { wording } = useSchool();
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
              <Table.Td>{importReasonText(error, locale, wording)}</Table.Td>
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
