import { fullName, type MassMail, type MassMailDeliveryStatus } from '@alumni/domain';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useMassMail } from '../hooks/useMassMail.ts';

/** Problems stand out: a failure or a bounce in dark red; dark otherwise (contrast checked by axe). */
const STATUS_COLOR: Record<MassMailDeliveryStatus, string> = {
  queued: 'dark',
  sent: 'dark',
  failed: 'red.9',
  bounced: 'red.9',
};

/**
 * One mass mail's report (issue 34 item 2 "per-message report"): its counts (sent, failed,
 * bounced, waiting, skipped), then each recipient with their status and, for a failure or a
 * bounce, what the mail server answered; the members skipped and why. Fetched again while
 * mails are still on their way.
 */
export function MassMailReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const mail = useMassMail(id).data;
  if (!mail) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('emailing_report_title', { subject: mail.subject })}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`emailing_list_${mail.list}`)} · {format.dateTime(mail.created_at)}
        </Text>
        <Group gap="xs" data-testid="mass-mail-counts" role="status">
          {(['sent', 'failed', 'bounced', 'queued', 'skipped'] as const).map((key) => (
            <Badge
              key={key}
              variant="outline"
              tt="none"
              color={key === 'skipped' ? 'dark' : STATUS_COLOR[key]}
            >
              {t(`emailing_count_${key}`, { count: mail.counts[key] })}
            </Badge>
          ))}
        </Group>
        {mail.recipients.length > 0 && <Recipients mail={mail} />}
        {mail.not_reached.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing="xs" data-testid="mass-mail-skipped">
              <Table.Caption>
                {t('emailing_skipped_caption', { count: mail.counts.skipped })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('emailing_col_member')}</Table.Th>
                  <Table.Th scope="col">{t('emailing_col_reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mail.not_reached.map((item) => (
                  <Table.Tr key={item.user.id}>
                    <Table.Td>{fullName(item.user)}</Table.Td>
                    <Table.Td>{t(`bulk_reason_${item.reason}`)}</Table.Td>
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

/** Each recipient's delivery, problems first. */
function Recipients({ mail }: { mail: MassMail }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" data-testid="mass-mail-recipients-table">
        <Table.Caption>{t('emailing_recipients_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('emailing_col_member')}</Table.Th>
            <Table.Th scope="col">{t('emailing_col_email')}</Table.Th>
            <Table.Th scope="col">{t('emailing_col_status')}</Table.Th>
            <Table.Th scope="col">{t('emailing_col_response')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mail.recipients.map((item) => (
            <Table.Tr key={item.user.id}>
              <Table.Td>{fullName(item.user)}</Table.Td>
              <Table.Td>{item.email}</Table.Td>
              <Table.Td>
                <Badge variant="outline" tt="none" color={STATUS_COLOR[item.status]}>
                  {t(`emailing_status_${item.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{item.status === 'sent' ? '' : (item.response ?? '')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
