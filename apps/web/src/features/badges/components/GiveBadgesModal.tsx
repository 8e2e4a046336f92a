import { badgeText, type SchoolBadge } from '@alumni/domain';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { giveBadge, takeBadge } from '../api.ts';

/**
 * Giving badges to a member or taking them back (issue 31 item 8; spec 2 §6 "School admins …
 * give badges"), for the school's admins, from the profile or the admin list: one checkbox per
 * badge of the school, ticked for those the member holds. Each tick gives or takes that badge
 * at once (one request, one badge), says so, and hands the member's badges to `onChanged`.
 */
export function GiveBadgesModal({
  userId,
  name,
  held,
  opened,
  onClose,
  onChanged,
}: {
  userId: number;
  /** The member's full name, for the title and the notifications. */
  name: string;
  /** The ids of the badges they hold now. */
  held: readonly number[];
  opened: boolean;
  onClose: () => void;
  onChanged: (badges: number[]) => void;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const [holding, setHolding] = useState<readonly number[]>(held);
  // A fresh profile or directory page (the list refetched) tells what the member holds.
  useEffect(() => setHolding(held), [held]);
  const badges = school.school_badges;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('badges_give_title', { name })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {badges.length === 0 ? (
          <Text size="sm">{t('badges_give_none')}</Text>
        ) : (
          <Stack gap="sm" role="group" aria-label={t('badges_give_group', { name })}>
            <Text size="sm" c="dimmed">
              {t('badges_give_intro')}
            </Text>
            {badges.map((badge) => (
              <BadgeCheckbox
                key={badge.id}
                badge={badge}
                userId={userId}
                name={name}
                checked={holding.includes(badge.id)}
                onChanged={(next) => {
                  setHolding(next);
                  onChanged(next);
                }}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function BadgeCheckbox({
  badge,
  userId,
  name,
  checked,
  onChanged,
}: {
  badge: SchoolBadge;
  userId: number;
  name: string;
  checked: boolean;
  onChanged: (badges: number[]) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const title = badgeText(badge.title, locale);
  // What the admin asked while the request runs (set at once, so the box follows the click);
  // cleared when it is done: the member's badges as answered, or as they were on a refusal.
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (give: boolean) =>
      give ? giveBadge(userId, badge.id) : takeBadge(userId, badge.id),
    onSuccess: ({ badges }, give) => {
      onChanged(badges);
      notifySuccess(t(give ? 'badges_given' : 'badges_taken', { badge: title, name }));
    },
    onError: (error) => notifyError(error),
    onSettled: () => setAsked(null),
  });
  return (
    <Checkbox
      label={
        <>
          <span aria-hidden="true">{badge.icon} </span>
          {title}
        </>
      }
      description={badgeText(badge.description, locale) || undefined}
      checked={asked ?? checked}
      disabled={asked !== null}
      onChange={(event) => {
        const give = event.currentTarget.checked;
        setAsked(give);
        change.mutate(give);
      }}
      data-testid="give-badge"
    />
  );
}
