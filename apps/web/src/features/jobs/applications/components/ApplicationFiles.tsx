import type { JobApplication } from '@alumni/domain';
import { Anchor, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applicationFileUrl } from '../api.ts';

/**
 * Download links of an application's CV and cover letter (issue 15 item 4 "files readable only
 * by the applicant, the ad's author and admins"): plain links to the API's download address,
 * which answers the file as an attachment under its own name. Each link names its file.
 */
export function ApplicationFiles({ application }: { application: JobApplication }) {
  const { t } = useTranslation();
  const files = [
    { file: 'cv' as const, key: 'jobapply_download_cv', name: application.cv_name },
    {
      file: 'cover_letter' as const,
      key: 'jobapply_download_cover_letter',
      name: application.cover_letter_name,
    },
  ];
  return (
    <Group gap="md" wrap="wrap">
      {files.map(({ file, key, name }) =>
        name ? (
          <Anchor
            key={file}
            href={applicationFileUrl(application, file)}
            download={name}
            size="sm"
            data-testid={`application-${file}`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload aria-hidden="true" size={16} />
              <span style={{ overflowWrap: 'anywhere' }}>{t(key, { name })}</span>
            </Group>
          </Anchor>
        ) : null,
      )}
    </Group>
  );
}
