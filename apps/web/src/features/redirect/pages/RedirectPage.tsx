import { isHttpUrl, localizePath } from '@alumni/domain';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';

/**
 * `/redirect?link=` (spec 1 §2 Access rules, spec 2 §8 "Invalid URL dialog for feature
 * redirects"): the external address a section opens, to click when the new tab was blocked;
 * an address that is not http(s) is refused with a message.
 */
export default function RedirectPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const link = useSearchParams()[0].get('link') ?? '';
  const valid = isHttpUrl(link);
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('redirect_heading')}
          </Title>
          {valid ? (
            <>
              <Text>{t('redirect_text')}</Text>
              <Button
                component={ExternalLink}
                href={link}
                rightSection={<IconExternalLink aria-hidden="true" size={18} />}
              >
                {t('redirect_open')}
              </Button>
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {link}
              </Text>
            </>
          ) : (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden="true" />}
              data-testid="redirect-invalid"
            >
              {t('redirect_invalid_url')}
            </Alert>
          )}
          <Anchor component={Link} to={localizePath('/', locale)}>
            {t('error_back_home')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
