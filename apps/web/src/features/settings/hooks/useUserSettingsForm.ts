import type { UserSchoolSettings } from '@alumni/domain';
import { UserSchoolSettingsUpdateSchema } from '@alumni/domain';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { showNotification } from '../../../ui/notify.ts';
import type { UserSettingsValues } from '../../mentorship/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { patchUserSettings, userSettingsKey } from '../api.ts';

/**
 * The form of the user school settings (spec 1 §3), shared by the notifications page and the
 * settings' Mentorship tab, each showing its part of it: the values (every setting but badges),
 * the schema's rules, and `submit`, which saves them with `PATCH /api/users/me/settings/` and
 * puts a refusal on its fields (the phone rule of mentoring, spec 2 §8). The weekly summary's
 * contract types the school has since deleted are dropped (they would filter out every ad).
 */
export function useUserSettingsForm(settings: UserSchoolSettings) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const { school_badges: _badges, ...initial } = settings;
  const form = useForm({
    initialValues: initial as UserSettingsValues,
    ...schemaRules(locale, UserSchoolSettingsUpdateSchema),
  });
  const save = useMutation({ mutationFn: patchUserSettings });
  const contracts = useStaticOptions('contract_type');

  const submit = form.onSubmit(
    (values) => {
      const offered = new Set(contracts.options.map((option) => option.ext_id));
      const chosen = values.weekly_job_contract_types;
      const input =
        contracts.options.length === 0 || !chosen
          ? values
          : { ...values, weekly_job_contract_types: chosen.filter((code) => offered.has(code)) };
      save.mutate(input, {
        onSuccess: (updated) => {
          queryClient.setQueryData(userSettingsKey, updated);
          showNotification({ color: 'green', message: t('notifications_saved') });
        },
        onError: (error) => showApiError(form, error),
      });
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return { form, submit, saving: save.isPending, contracts };
}
