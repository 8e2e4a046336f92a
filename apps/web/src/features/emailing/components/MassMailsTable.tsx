import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useMassMails } from '../hooks/useMassMails.ts';

/**
 * The school's past mass mails, newest first (issue 34 item 2 "the list of past mass mails"):
 * subject, list, date and counts; choosing one shows its report (`onOpen`).
 */
export function MassMailsTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const mails = useMassMails().data?.results;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('emailing_history_title')}
        </Title>
        {mails && mails.length === 0 && <Text c="dimmed">{t('emailing_history_empty')}</Text>}
        {mails && mails.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" data-testid="mass-mails">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('emailing_subject')}</Table.Th>
                  <Table.Th scope="col">{t('emailing_list')}</Table.Th>
                  <Table.Th scope="col">{t('emailing_col_date')}</Table.Th>
                  <Table.Th scope="col">{t('emailing_col_counts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mails.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => onOpen(mail.id)}>
                        {mail.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`emailing_list_${mail.list}`)}</Table.Td>
                    <Table.Td>{format.dateTime(mail.created_at)}</Table.Td>
                    <Table.Td>
                      {t('emailing_counts_line', {
                        sent: mail.counts.sent,
                        failed: mail.counts.failed,
                        bounced: mail.counts.bounced,
                        skipped: mail.counts.skipped,
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
