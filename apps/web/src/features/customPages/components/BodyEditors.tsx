import { SimpleGrid } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { PostTextEditor } from '../../feed/index.ts';

/** The French and English editors of a text side by side (one above the other on a phone). */
export function BodyEditors({
  fr,
  en,
  errors,
}: {
  fr: Editor | null;
  en: Editor | null;
  errors: { fr?: string | undefined; en?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PostTextEditor editor={fr} label={t('custompages_field_body_fr')} error={errors.fr} />
      <PostTextEditor editor={en} label={t('custompages_field_body_en')} error={errors.en} />
    </SimpleGrid>
  );
}
