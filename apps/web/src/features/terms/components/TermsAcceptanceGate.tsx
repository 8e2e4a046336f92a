import type { Me, TermsAcceptanceDue } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { currentUserKey } from '../../../shared/viewer/api.ts';
import { takeTermsContinuation } from '../../../shared/viewer/termsContinuation.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { MantineScope } from '../../../ui/MantineScope.tsx';
import { postTermsAccept } from '../api.ts';

/**
 * The school's new terms, accepted before anything else (issue 31 item 5; domain post-login.ts
 * step 0): a dialog over whatever page is open, shown right after sign-in and on every page
 * load while the current user's `terms_acceptance_due` is set, which nothing but accepting (or
 * signing out) closes. It links the terms of use and the privacy policy, asks for the "I
 * accept" box, then records the acceptance and goes where post-login routing was going (the
 * sign-in's continuation), or stays on the page. Mounted lazily by app/RootRoute.tsx; its words
 * are in the shell's namespace.
 */
export default function TermsAcceptanceGate({ due }: { due: NonNullable<TermsAcceptanceDue> }) {
  return (
    <MantineScope fallback={null}>
      <TermsAcceptanceDialog due={due} />
    </MantineScope>
  );
}

function TermsAcceptanceDialog({ due }: { due: NonNullable<TermsAcceptanceDue> }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: postTermsAccept,
    onSuccess: async () => {
      queryClient.setQueryData<Me | null>(currentUserKey, (user) =>
        user ? { ...user, terms_acceptance_due: null } : user,
      );
      const next = takeTermsContinuation();
      if (next) await navigate(next, { replace: true });
    },
    onError: () => setError(t('error_base_message')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError(t('termsaccept_required'));
      document.getElementById('terms-accept-checkbox')?.focus();
      return;
    }
    setError(null);
    accept.mutate();
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('termsaccept_title')}
      size="lg"
      centered
      data-testid="terms-acceptance"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text>{t('termsaccept_intro', { school: school.name })}</Text>
          <List spacing="xs">
            {due.terms_use_url && (
              <List.Item>
                <ExternalLink href={due.terms_use_url}>{t('termsaccept_terms_link')}</ExternalLink>
              </List.Item>
            )}
            {due.privacy_policy_url && (
              <List.Item>
                <ExternalLink href={due.privacy_policy_url}>
                  {t('termsaccept_privacy_link')}
                </ExternalLink>
              </List.Item>
            )}
          </List>
          <Checkbox
            id="terms-accept-checkbox"
            label={t('termsaccept_checkbox')}
            checked={accepted}
            error={error}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="space-between" wrap="wrap-reverse" gap="sm">
            <Anchor component={Link} to={localizePath('/logout', locale)} size="sm">
              {t('termsaccept_sign_out')}
            </Anchor>
            <Button type="submit" loading={accept.isPending}>
              {t('termsaccept_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
