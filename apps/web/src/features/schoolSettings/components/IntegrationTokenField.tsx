import { INTEGRATION_TOKEN_MAX } from '@alumni/domain';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationFormValues } from '../../integrations/index.ts';

/** The integration form. */
type TokenForm = UseFormReturnType<IntegrationFormValues>;

/**
 * An integration's access token, write-only (issue 31 item 9: "stored encrypted …, never sent
 * back"): a new integration, or one without a token, has a password field (left empty: no
 * token). Once one is `saved`, the form says so and offers to replace it (the field appears,
 * empty still keeps it) or to remove it (sent as `null` on save, until "Keep the token").
 */
export function IntegrationTokenField({
  form,
  idPrefix,
  saved,
}: {
  form: TokenForm;
  idPrefix: string;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const action = form.values.token_action;
  const setAction = (next: IntegrationFormValues['token_action']) => {
    form.setFieldValue('token', '');
    form.setFieldValue('token_action', next);
  };
  const input = (
    <PasswordInput
      id={`${idPrefix}-token`}
      label={saved ? t('integrations_token_new') : t('integrations_token')}
      description={saved ? t('integrations_token_replace_help') : t('integrations_token_help')}
      maxLength={INTEGRATION_TOKEN_MAX}
      autoComplete="off"
      spellCheck={false}
      data-autofocus={saved || undefined}
      autoFocus={saved}
      {...form.getInputProps('token')}
    />
  );
  if (!saved) return input;
  return (
    <Stack gap={6} data-testid="integration-token">
      {action === 'set' ? (
        input
      ) : (
        <Group gap={8} wrap="nowrap" role="status">
          <IconLock size={18} aria-hidden="true" />
          <Text size="sm" fw={500}>
            {action === 'clear'
              ? t('integrations_token_will_clear')
              : t('integrations_token_saved')}
          </Text>
        </Group>
      )}
      <Group gap="xs">
        {action === 'keep' ? (
          <>
            <Button size="xs" variant="default" onClick={() => setAction('set')}>
              {t('integrations_token_replace')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setAction('clear')}>
              {t('integrations_token_clear')}
            </Button>
          </>
        ) : (
          <Button size="xs" variant="default" onClick={() => setAction('keep')}>
            {t('integrations_token_keep')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
