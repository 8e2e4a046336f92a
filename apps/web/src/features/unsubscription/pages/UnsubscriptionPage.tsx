import { localizePath } from '@alumni/domain';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { postUnsubscribe } from '../api.ts';
import { detailOf } from '../detailOf.ts';

/**
 * `/unsubscription?token=` (spec 1 §2 "Subscription and unsubscription pages (an invalid token
 * shows an error)", spec 2 §8 "Invalid unsubscribe token"; issue 15 item 7, issue 34 item 3):
 * the link of a bulk mail (weekly job summary, newsletter, information e-mails). The member
 * confirms with a button — mail scanners open links, so merely loading the page changes
 * nothing — then reads which list was turned off and may open their subscription page to
 * change the others; or the server's "Error! Invalid token" for an unknown, expired or used
 * link. No sign-in needed.
 */
export default function UnsubscriptionPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: postUnsubscribe });
  const error = unsubscribe.error;
  const refused = isApiError(error) && error.status === 400;
  const invalid = !token || refused ? detailOf(error) || t('subscription_invalid') : null;
  const done = unsubscribe.data;
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
          ) : done ? (
            <>
              <Alert
                color="green"
                variant="light"
                role="status"
                icon={<IconCircleCheck aria-hidden="true" />}
                data-testid="unsubscription-done"
              >
                {t(`unsubscription_done_${done.list}`)}
              </Alert>
              <Anchor
                component={Link}
                to={localizePath(
                  `/subscription?token=${encodeURIComponent(done.subscription_token)}`,
                  locale,
                )}
              >
                {t('unsubscription_manage_link')}
              </Anchor>
            </>
          ) : (
            <>
              <Text>{t('unsubscription_text')}</Text>
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {t('subscription_failed')}
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
