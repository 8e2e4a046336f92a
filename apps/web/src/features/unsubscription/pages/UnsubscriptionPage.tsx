import { localizePath } from '@alumni/domain';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { postUnsubscribe } from '../api.ts';

/** The `detail` of an API error's answer, if it has one. */
function detailOf(error: unknown): string | null {
  const data = isApiError(error) ? error.response?.data : null;
  const detail = data && typeof data === 'object' ? (data as { detail?: unknown }).detail : null;
  return typeof detail === 'string' ? detail : null;
}

/**
 * `/unsubscription?token=` (spec 1 §2 "Subscription and unsubscription pages (an invalid token
 * shows an error)", spec 2 §8 "Invalid unsubscribe token"; issue 15 item 7): the link of a
 * weekly job summary. The member confirms with a button — mail scanners open links, so
 * merely loading the page changes nothing — then reads what was turned off, or the server's
 * "Error! Invalid token" for an unknown, expired or used link. No sign-in needed.
 */
export default function UnsubscriptionPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: postUnsubscribe });
  const error = unsubscribe.error;
  const refused = isApiError(error) && error.status === 400;
  const invalid = !token || refused ? detailOf(error) || t('unsubscription_invalid') : null;
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('unsubscription_heading')}
          </Title>
          {invalid ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden="true" />}
              data-testid="unsubscription-invalid"
            >
              {invalid}
            </Alert>
          ) : unsubscribe.isSuccess ? (
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck aria-hidden="true" />}
              data-testid="unsubscription-done"
            >
              {t('unsubscription_done_jobs_weekly')}
            </Alert>
          ) : (
            <>
              <Text>{t('unsubscription_text_jobs_weekly')}</Text>
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {t('unsubscription_failed')}
                </Alert>
              )}
              <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {t('unsubscription_confirm')}
              </Button>
            </>
          )}
          <Anchor component={Link} to={localizePath('/settings/UserSettingsNotifications', locale)}>
            {t('unsubscription_settings_link')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
