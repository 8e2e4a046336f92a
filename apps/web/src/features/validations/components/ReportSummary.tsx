import type { Report, ReportedMessage, ReportType, UserSummary } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Anchor, Badge, Blockquote, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { PostContent, PostImages } from '../../feed/index.ts';
import { REPORT_TYPE_KEYS, reasonLabels } from '../../reports/index.ts';
import classes from './ReportSummary.module.css';

function MemberLink({ user }: { user: UserSummary }) {
  const localize = useLocalizedPath();
  return (
    <Anchor component={Link} to={localize(`/profile/${user.id}`)} fw={600} size="sm">
      {fullName(user)}
    </Anchor>
  );
}

const TITLE_KEYS: Record<ReportType, string> = {
  post: 'validations_report_title_post',
  message: 'validations_report_title_message',
  user: 'validations_report_title_user',
};

/**
 * A reported message as moderators see it (issue 32 item 6): its text (plain, kept as
 * written, line breaks included) or a line saying it is deleted or holds attachments only,
 * and the names of its conversation's participants; nothing else of the conversation.
 */
function ReportedMessageView({ message }: { message: ReportedMessage }) {
  const { t } = useTranslation();
  const text = message.deleted
    ? t('validations_report_message_deleted')
    : message.body.trim() === ''
      ? t('validations_report_message_attachments_only')
      : null;
  return (
    <Stack
      component="section"
      gap="xs"
      aria-label={t('validations_report_message')}
      className={classes.post}
      data-testid="reported-message"
    >
      {text === null ? (
        <Text size="sm" className={classes.message}>
          {message.body}
        </Text>
      ) : (
        <Text size="sm" fs="italic" c="dimmed">
          {text}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('validations_report_participants', {
          names: message.participants.map((person) => fullName(person)).join(', '),
        })}
      </Text>
    </Stack>
  );
}

/**
 * A report in the validations centre's queue: its type, what was reported and by whom, the
 * post as it was (sanitised HTML from the server, with its images) or the message with its
 * conversation's participants, the reasons and the description. Status, date and the moderator's moves are the queue's other columns.
 */
export function ReportSummary({ report }: { report: Report }) {
  const { t } = useTranslation();
  const reported = fullName(report.reported_user);
  return (
    <Stack gap={6} maw={560}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="outline" color="dark" style={{ flexShrink: 0 }}>
          {t(REPORT_TYPE_KEYS[report.type])}
        </Badge>
        <Text fw={700} size="sm">
          {t(TITLE_KEYS[report.type], { name: reported })}
        </Text>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {t('validations_report_reporter')} <MemberLink user={report.author} />
        </Text>
        <Text size="sm">
          {t('validations_report_reported')} <MemberLink user={report.reported_user} />
        </Text>
      </Group>
      {report.post && (
        <Stack
          component="section"
          gap="sm"
          aria-label={t('validations_report_post')}
          className={classes.post}
        >
          <PostContent html={report.post.content} />
          <PostImages images={report.post.images} authorName={reported} />
        </Stack>
      )}
      {report.message && <ReportedMessageView message={report.message} />}
      {report.reasons.length > 0 && (
        <Group gap={6} aria-label={t('validations_report_reasons')} role="list">
          {reasonLabels(report.reasons, t).map((label) => (
            <Badge key={label} variant="outline" color="gray.7" role="listitem" tt="none">
              {label}
            </Badge>
          ))}
        </Group>
      )}
      {report.description && (
        <Blockquote color="gray" p="xs" mt={0} fz="sm">
          {report.description}
        </Blockquote>
      )}
    </Stack>
  );
}
