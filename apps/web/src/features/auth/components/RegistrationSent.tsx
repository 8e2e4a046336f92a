import { Alert, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToLoginLink } from './BackToLoginLink.tsx';

/** After a registration: check the mailbox for the activation link (spec 1 §2 Registration). */
export function RegistrationSent({ detail, email }: { detail: string; email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" gap="md" ta="center" data-testid="registration-sent">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconMailForward size={30} stroke={1.75} />
      </ThemeIcon>
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0 }}>
        {t('signup_sent_heading')}
      </h2>
      <Alert color="green" variant="light" role="status" w="100%">
        {detail}
      </Alert>
      <Text size="sm">{t('signup_sent_text', { email })}</Text>
      <BackToLoginLink />
    </Stack>
  );
}
