import type { JobAdApplication, JobApplicationMark } from '@alumni/domain';
import { JOB_APPLICATION_MARKS } from '@alumni/domain';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarkApplication } from '../hooks/useMarkApplication.ts';

/** The label of each mark. */
const MARK_KEYS: Record<JobApplicationMark, string> = {
  new: 'jobapply_mark_new',
  shortlisted: 'jobapply_mark_shortlisted',
  declined: 'jobapply_mark_declined',
};

const isMark = (value: string): value is JobApplicationMark =>
  (JOB_APPLICATION_MARKS as readonly string[]).includes(value);

/**
 * The author's mark of one application (issue 15 item 4 "the author … marks them"): new,
 * shortlisted or declined, one radio group named after the applicant, saved as it changes.
 * The applicant never sees it.
 */
export function ApplicationMarkControl({
  application,
  name,
}: {
  application: JobAdApplication;
  name: string;
}) {
  const { t } = useTranslation();
  const mark = useMarkApplication(application.job_ad_id);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" aria-hidden="true">
        {t('jobapply_mark_heading')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t('jobapply_mark_label', { name })}
        name={`application-mark-${application.id}`}
        value={application.mark}
        onChange={(value) => {
          if (isMark(value) && value !== application.mark) {
            mark.mutate({ application, mark: value });
          }
        }}
        data={JOB_APPLICATION_MARKS.map((value) => ({ value, label: t(MARK_KEYS[value]) }))}
        data-testid="application-mark"
      />
    </Group>
  );
}
