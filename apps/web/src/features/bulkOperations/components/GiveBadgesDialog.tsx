import { badgeText } from '@alumni/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { giveBadges } from '../actionsApi.ts';
import { selectionFields } from '../api.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

/**
 * Giving badges in bulk (issue 34 item 1; spec 2 §6 "give badges"): the school's badges to
 * tick; members holding every one already are listed at the end.
 */
export function GiveBadgesDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_badges_title')}
      submitLabel={t('bulk_start')}
      check={() => {
        setError(chosen.length ? null : t('bulk_badges_required'));
        return chosen.length > 0;
      }}
      start={() => giveBadges({ badges: chosen.map(Number), ...selectionFields(props.selection) })}
      onFieldErrors={(fields) => {
        const message = fields.badges ?? fields.user_ids;
        if (message) setError(message);
        return Boolean(message);
      }}
    >
      {school.school_badges.length === 0 ? (
        <Text size="sm">{t('bulk_badges_none')}</Text>
      ) : (
        <Checkbox.Group
          label={t('bulk_badges_group')}
          value={chosen}
          onChange={setChosen}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {school.school_badges.map((badge) => (
              <Checkbox
                key={badge.id}
                value={String(badge.id)}
                label={badgeText(badge.title, locale)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </BulkActionForm>
  );
}
