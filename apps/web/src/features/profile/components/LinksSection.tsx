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
import { IconExternalLink, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { useForm } from '../../../ui/form/useForm.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { Profile, ProfileLink } from '../api.ts';
import { deleteLink, postLink, postLinkAttachment } from '../api.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * The profile's links (spec 1 §3 Profile link "title and URL or attachment", §5 "a title and a
 * valid URL"): a web address or an uploaded PDF or Word document, opened in a new tab.
 */
export function LinksSection({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const form = useForm({ title: '', url: '' });
  const [kind, setKind] = useState<'url' | 'file'>('url');
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
    onError: form.showError,
  };
  const submit = () => {
    if (kind === 'url') {
      const input = form.check(profileLinkSchema(locale));
      if (input) add.mutate(input, done);
      return;
    }
    const missing = file === null ? VALIDATION_MESSAGES[locale].required : null;
    const tooHeavy =
      file && file.size > DOCUMENT_MAX_BYTES ? DOCUMENT_MESSAGES[locale].imageTooHeavy : null;
    setFileError(missing ?? tooHeavy);
    const input = form.check(profileLinkSchema(locale).omit({ url: true }));
    if (input && file && !tooHeavy) add.mutate({ title: input.title, file }, done);
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
        <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="xs" mt="md">
            <TextInput
              label={t('profile_link_title')}
              name="title"
              maxLength={100}
              value={form.values.title}
              onChange={(e) => form.setValue('title', e.currentTarget.value)}
              error={form.errorOf('title')}
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
                value={form.values.url}
                onChange={(e) => form.setValue('url', e.currentTarget.value)}
                error={form.errorOf('url')}
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
