import type { UserSchoolSettings } from '@alumni/domain';
import { MENTORSHIP_CAP_MAX } from '@alumni/domain';
import { Anchor, Checkbox, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { MENTORING_TYPES } from '../mentorshipRules.ts';

/** The values of a user school settings form (every setting but badges, which admins give). */
export type UserSettingsValues = Omit<UserSchoolSettings, 'school_badges'>;

/**
 * The member's mentoring settings in this school (spec 1 §3 User school settings "is_mentor,
 * looking_for_mentor, mentoring types (mentor and mentee), max_mentee"; spec 2 §8 "a phone
 * number is required to activate mentorship"), as controls of a user settings `form`: the
 * settings page's Mentorship tab and the notifications page share them, and their form. With
 * no phone number in the profile, a notice says so before the server refuses the switch.
 */
export function MentoringFields<Transformed, Rules>({
  form,
}: {
  form: UseFormReturnType<UserSettingsValues, Transformed, Rules>;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  const localized = useLocalizedPath();
  const schoolCap = school.mentorship_settings.max_mentees_per_mentor;
  const noPhone = user !== null && !user.phone?.trim();

  const types = (field: 'mentoring_types_mentor' | 'mentoring_types_mentee', on: boolean) => (
    <Checkbox.Group label={t(`notifications_${field}`)} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
        {MENTORING_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={t(`choice_mentoring_${type}`)} disabled={!on} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  return (
    <>
      {noPhone && (
        <Notice
          color="yellow"
          role="status"
          icon={<IconPhone aria-hidden="true" size={20} />}
          data-testid="mentoring-phone-required"
        >
          {t('mentorship_phone_required')}{' '}
          <Anchor component={Link} to={localized('/settings?tab=personal')} inherit>
            {t('mentorship_phone_add')}
          </Anchor>
        </Notice>
      )}
      <Switch
        name="is_mentor"
        label={t('notifications_field_is_mentor')}
        {...form.getInputProps('is_mentor', { type: 'checkbox' })}
      />
      {types('mentoring_types_mentor', form.values.is_mentor)}
      <NumberInput
        label={t('notifications_max_mentee')}
        description={
          schoolCap === null
            ? t('mentorship_max_mentee_hint')
            : t('mentorship_max_mentee_hint_cap', { cap: schoolCap })
        }
        min={0}
        max={schoolCap ?? MENTORSHIP_CAP_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        disabled={!form.values.is_mentor}
        value={form.values.max_mentee}
        onChange={(value) =>
          form.setFieldValue('max_mentee', typeof value === 'number' ? value : 0)
        }
        error={fieldError(form, 'max_mentee')}
        maw={320}
      />
      <Switch
        name="looking_for_mentor"
        label={t('notifications_field_looking_for_mentor')}
        {...form.getInputProps('looking_for_mentor', { type: 'checkbox' })}
      />
      {types('mentoring_types_mentee', form.values.looking_for_mentor)}
    </>
  );
}
