import type { Profile, ProfileLink } from '@alumni/domain';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  profileLinkSchema,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { deleteLink, postLink, postLinkAttachment } from '../api.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * The profile's links (spec 1 §3 Profile link "title and URL or attachment", §5 "a title and a
 * valid URL"): a web address or an uploaded PDF or Word document, opened in a new tab.
 */
export function LinksSection({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [kind, setKind] = useState<'url' | 'file'>('url');
  const urlRules = schemaRules(locale, profileLinkSchema());
  // An uploaded document has a title and no address.
  const titleRules = schemaRules(locale, profileLinkSchema().omit({ url: true }));
  const form = useForm({
    initialValues: { title: '', url: '' },
    validate: (values) => (kind === 'url' ? urlRules : titleRules).validate(values),
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (input: { title: string; url: string } | { title: string; file: File }) =>
      'file' in input
        ? postLinkAttachment(profile.id, input.title, input.file)
        : postLink(profile.id, input),
  });
  const remove = useMutation({
    mutationFn: (link: ProfileLink) => deleteLink(profile.id, link.id),
    onSuccess: onChanged,
    onError: (error) => notifyError(error),
  });
  const done = {
    onSuccess: () => {
      form.setValues({ title: '', url: '' });
      setFile(null);
      onChanged();
    },
    onError: (error: unknown) => showApiError(form, error),
  };
  const fileProblem = () => {
    if (file === null) return VALIDATION_MESSAGES[locale].required;
    return file.size > DOCUMENT_MAX_BYTES ? DOCUMENT_MESSAGES[locale].imageTooHeavy : null;
  };
  const send = form.onSubmit(
    (values) => {
      if (kind === 'url') add.mutate(urlRules.transformValues(values), done);
      else if (file && !fileProblem()) {
        add.mutate({ title: titleRules.transformValues(values).title, file }, done);
      }
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (kind === 'file') setFileError(fileProblem());
    send(event);
  };

  return (
    <ProfileSection id="profile-links-heading" title={t('profile_links_heading')}>
      {profile.links.length === 0 ? (
        <Text c="dimmed">{t('profile_links_none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {profile.links.map((link) => {
            const href = link.url ?? link.attachment;
            return (
              <li key={link.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {link.url ? (
                      <IconExternalLink aria-hidden="true" size={16} />
                    ) : (
                      <IconPaperclip aria-hidden="true" size={16} />
                    )}
                    {href ? (
                      <Anchor
                        component={ExternalLink}
                        href={href}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {link.title}
                      </Anchor>
                    ) : (
                      <Text>{link.title}</Text>
                    )}
                  </Group>
                  {profile.can_edit && (
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('profile_delete_named', { name: link.title })}
                      onClick={() => remove.mutate(link)}
                      loading={remove.isPending && remove.variables?.id === link.id}
                    >
                      <IconTrash aria-hidden="true" size={18} />
                    </ActionIcon>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {profile.can_edit && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" mt="md">
            <TextInput
              label={t('profile_link_title')}
              name="title"
              maxLength={100}
              {...form.getInputProps('title')}
            />
            <SegmentedControl
              aria-label={t('profile_link_kind')}
              value={kind}
              onChange={(value) => setKind(value === 'file' ? 'file' : 'url')}
              data={[
                { value: 'url', label: t('profile_link_kind_url') },
                { value: 'file', label: t('profile_link_kind_file') },
              ]}
            />
            {kind === 'url' ? (
              <TextInput
                label={t('profile_link_url')}
                name="url"
                type="url"
                placeholder="https://"
                {...form.getInputProps('url')}
              />
            ) : (
              <FileInput
                label={t('profile_link_file')}
                description={t('profile_link_file_hint')}
                name="file"
                accept={DOCUMENT_ACCEPT}
                value={file}
                onChange={(value) => {
                  setFile(value);
                  setFileError(null);
                }}
                clearable
                error={fileError}
              />
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={add.isPending}>
                {t('profile_link_add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ProfileSection>
  );
}
