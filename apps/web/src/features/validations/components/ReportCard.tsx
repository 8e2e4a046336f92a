import type { ReportStatus } from '@alumni/domain';
import {
  Anchor,
  Badge,
  Blockquote,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconFlagCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../navigation/hooks/useLocalizedPath.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { fullDate } from '../../notifications/relativeDate.ts';
import type { Report, UserSummary } from '../api.ts';
import { nameOf } from '../api.ts';
import { REPORT_REASON_KEYS, REPORT_TYPE_KEYS } from '../labels.ts';
import { isReportReason } from '../reasons.ts';
import { reportActionsFor } from '../reportActions.ts';
import classes from './ReportCard.module.css';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';

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
      {nameOf(user)}
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
  const reported = nameOf(report.reported_user);
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
          <section aria-label={t('validations_report_post')} className={classes.post}>
            <Typography>
              <div
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html at write time).
                dangerouslySetInnerHTML={{ __html: report.post.content }}
              />
            </Typography>
            {report.post.images.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="sm">
                {report.post.images.map((image, index) => (
                  <Image
                    key={image.url}
                    src={image.url}
                    alt={t('validations_report_image', { index: index + 1 })}
                    radius="sm"
                    h={160}
                    fit="cover"
                    loading="lazy"
                  />
                ))}
              </SimpleGrid>
            )}
          </section>
        )}
        {report.reasons.length > 0 && (
          <Group gap={6} aria-label={t('validations_report_reasons')} role="list">
            {report.reasons.map((reason) => (
              <Badge key={reason} variant="outline" color="gray.7" role="listitem" tt="none">
                {isReportReason(reason) ? t(REPORT_REASON_KEYS[reason]) : reason}
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
