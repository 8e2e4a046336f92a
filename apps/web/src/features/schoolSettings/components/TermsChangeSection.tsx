import {
  LEGAL_URL_MAX,
  type SchoolTerms,
  TERMS_NOTICES_PER_MINUTE,
  TermsChangeBodySchema,
  type TermsChangeInput,
} from '@alumni/domain';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { fetchSchoolTerms, postTermsChange, schoolTermsKey } from '../termsApi.ts';

/**
 * School settings → notifying users of terms change (spec 1 §2 Settings; issue 31 item 5;
 * docs/areas/terms.md): the terms in force (version, addresses, date), how many of the
 * school's active members accepted them and the latest acceptances with their dates, and the
 * form publishing new terms, which every member then accepts at their next sign-in, with an
 * e-mail to each when asked. A dialog confirms the publication, saying how many members are
 * mailed.
 */
export function TermsChangeSection() {
  const school = useSchool();
  const terms = useQuery({
    queryKey: schoolTermsKey(school.id),
    queryFn: ({ signal }) => fetchSchoolTerms(school.id, signal),
  });
  if (terms.isPending) return <PageLoader />;
  if (terms.isError) return null;
  return (
    <Stack gap="lg" maw={760}>
      <CurrentTerms terms={terms.data} />
      <TermsChangeForm key={terms.data.version ?? 0} schoolId={school.id} terms={terms.data} />
    </Stack>
  );
}

/** The version in force, with who accepted it. */
function CurrentTerms({ terms }: { terms: SchoolTerms }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SectionCard id="terms-current-heading" title={t('termsadmin_current')} order={3}>
      {terms.version === null ? (
        <Text data-testid="terms-current">{t('termsadmin_none')}</Text>
      ) : (
        <Stack gap="sm" data-testid="terms-current">
          <Text>
            {t('termsadmin_version', {
              version: terms.version,
              date: format.dateTime(terms.published_at ?? ''),
            })}
          </Text>
          <List spacing={4}>
            {terms.terms_use_url && (
              <List.Item>
                <ExternalLink href={terms.terms_use_url}>
                  {t('termsaccept_terms_link')}
                </ExternalLink>
              </List.Item>
            )}
            {terms.privacy_policy_url && (
              <List.Item>
                <ExternalLink href={terms.privacy_policy_url}>
                  {t('termsaccept_privacy_link')}
                </ExternalLink>
              </List.Item>
            )}
          </List>
          <Text fw={600} data-testid="terms-acceptance-count">
            {t('termsadmin_accepted', { count: terms.accepted, total: terms.members })}
          </Text>
          {terms.latest_acceptances.length > 0 && (
            <>
              <Text size="sm" c="dimmed" id="terms-latest-heading">
                {t('termsadmin_latest')}
              </Text>
              <List
                size="sm"
                spacing={2}
                aria-labelledby="terms-latest-heading"
                data-testid="terms-latest"
              >
                {terms.latest_acceptances.map((entry) => (
                  <List.Item key={entry.user.id}>
                    {t('termsadmin_latest_entry', {
                      name: `${entry.user.first_name} ${entry.user.last_name}`,
                      date: format.dateTime(entry.accepted_at),
                    })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** New addresses, the e-mail choice, and the confirmation before publishing. */
function TermsChangeForm({ schoolId, terms }: { schoolId: number; terms: SchoolTerms }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<TermsChangeInput | null>(null);
  const form = useForm({
    initialValues: {
      terms_use_url: terms.terms_use_url ?? '',
      privacy_policy_url: terms.privacy_policy_url ?? '',
      notify_members: false,
    },
    ...schemaRules(locale, TermsChangeBodySchema),
  });
  const publish = useMutation({
    mutationFn: (body: TermsChangeInput) => postTermsChange(schoolId, body),
    onSuccess: (next) => {
      setConfirming(null);
      queryClient.setQueryData(schoolTermsKey(schoolId), next);
      // The details link the terms (registration form, footer).
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('termsadmin_published', { version: next.version ?? 1 }));
    },
    onError: (error) => {
      setConfirming(null);
      showApiError(form, error);
    },
  });

  return (
    <SectionCard id="terms-change-heading" title={t('termsadmin_change')} order={3}>
      <form
        noValidate
        data-testid="terms-change-form"
        onSubmit={form.onSubmit(
          (body) => setConfirming(body),
          (errors, _values, event) => focusFirstError(form, errors, event),
        )}
      >
        <Stack gap="md">
          <Text size="sm">{t('termsadmin_change_help')}</Text>
          <FormErrorAlert errors={formErrorsOf(form)} />
          <TextInput
            label={t('termsadmin_terms_url')}
            type="url"
            required
            maxLength={LEGAL_URL_MAX}
            {...form.getInputProps('terms_use_url')}
          />
          <TextInput
            label={t('termsadmin_privacy_url')}
            type="url"
            required
            maxLength={LEGAL_URL_MAX}
            {...form.getInputProps('privacy_policy_url')}
          />
          <Checkbox
            label={t('termsadmin_notify')}
            description={t('termsadmin_notify_help')}
            {...form.getInputProps('notify_members', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit">{t('termsadmin_publish')}</Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('termsadmin_confirm_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('termsadmin_confirm_members', { count: terms.members })}</Text>
          <Alert
            variant="light"
            color={confirming?.notify_members ? 'blue' : 'gray'}
            icon={<IconInfoCircle aria-hidden="true" size={18} />}
            data-testid="terms-confirm-mail"
          >
            {confirming?.notify_members
              ? t('termsadmin_confirm_mailed', {
                  count: terms.members,
                  rate: TERMS_NOTICES_PER_MINUTE,
                })
              : t('termsadmin_confirm_not_mailed')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              {t('form_cancel')}
            </Button>
            <Button
              loading={publish.isPending}
              onClick={() => confirming && publish.mutate(confirming)}
            >
              {t('termsadmin_confirm_publish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
