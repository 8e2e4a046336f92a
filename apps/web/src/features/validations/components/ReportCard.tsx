import type { ReportStatus } from '@alumni/domain';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconFlagCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserSummary } from '../../../api/types.ts';
import { fullName } from '../../../api/types.ts';
import { fullDate } from '../../../ui/relativeDate.ts';
import { PostContent } from '../../feed/components/PostContent.tsx';
import { PostImages } from '../../feed/components/PostImages.tsx';
import { useLocalizedPath } from '../../navigation/hooks/useLocalizedPath.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { Report } from '../../reports/api.ts';
import { ReportStatusBadge } from '../../reports/components/ReportStatusBadge.tsx';
import { REPORT_TYPE_KEYS, reasonLabels } from '../../reports/reportLabels.ts';
import { reportActionsFor } from '../reportActions.ts';
import classes from './ReportCard.module.css';

const ACTION_ICONS: Record<ReportStatus, ReactNode> = {
  accepted: <IconCheck aria-hidden="true" size={16} />,
  refused: <IconX aria-hidden="true" size={16} />,
  finished: <IconFlagCheck aria-hidden="true" size={16} />,
  pending: <IconArrowBackUp aria-hidden="true" size={16} />,
  cancelled: null,
};

function MemberLink({ user }: { user: UserSummary }) {
  const localize = useLocalizedPath();
  return (
    <Anchor component={Link} to={localize(`/profile/${user.id}`)} fw={600}>
      {fullName(user)}
    </Anchor>
  );
}

/**
 * A report in the validations centre: what was reported and by whom, the post as it was
 * (sanitised HTML from the server, with its images), the reasons and description, the status,
 * and the moderator's moves that the report's status allows.
 */
export function ReportCard({
  report,
  isModerator,
  busy,
  onChange,
}: {
  report: Report;
  isModerator: boolean;
  /** The move being saved on this card, if any; other cards' buttons stay usable. */
  busy: ReportStatus | null;
  onChange: (report: Report, to: ReportStatus) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const titleId = `report-${report.id}-title`;
  const reported = fullName(report.reported_user);
  const actions = reportActionsFor(report, isModerator);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
      data-testid="report-card"
      data-report-id={report.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge variant="outline" color="dark">
              {t(REPORT_TYPE_KEYS[report.type])}
            </Badge>
            <ReportStatusBadge status={report.status} />
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={report.created_at}>
            {fullDate(report.created_at, locale)}
          </Text>
        </Group>
        <Title order={3} size="h5" id={titleId}>
          {t(
            report.type === 'post'
              ? 'validations_report_title_post'
              : 'validations_report_title_user',
            {
              name: reported,
            },
          )}
        </Title>
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
          <Blockquote color="gray" p="sm" mt={0} fz="sm">
            {report.description}
          </Blockquote>
        )}
        {actions.length > 0 && (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action.to}
                size="xs"
                variant={action.to === 'accepted' ? 'filled' : 'default'}
                leftSection={ACTION_ICONS[action.to]}
                loading={busy === action.to}
                disabled={busy !== null && busy !== action.to}
                onClick={() => onChange(report, action.to)}
                aria-label={t(action.nameKey, { name: reported })}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
