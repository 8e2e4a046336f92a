import type { Report, UserSummary } from '@alumni/domain';
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

/**
 * A report in the validations centre's queue: its type, what was reported and by whom, the
 * post as it was (sanitised HTML from the server, with its images), the reasons and the
 * description. Status, date and the moderator's moves are the queue's other columns.
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
          {t(
            report.type === 'post'
              ? 'validations_report_title_post'
              : 'validations_report_title_user',
            { name: reported },
          )}
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
