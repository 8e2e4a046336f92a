import { schoolInfoSchema } from '@alumni/domain';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { patchSchoolInfo } from '../schoolInfoApi.ts';

/**
 * A School settings form saved with `PATCH /api/schools/{id}/` (school info, options and
 * visibility, map): its values start at `initialValues` (read from the school's details),
 * are checked with the domain's schoolInfoSchema (after `toBody`, the values as the API's
 * body), and once saved the details are fetched again and `saved` (a message key) shows in
 * the green list; the API's refusals go on their fields. Returns the Mantine form, the
 * `<form>`'s submit handler and whether a save is under way.
 */
export function useSchoolPatchForm<V extends Record<string, unknown>>(opts: {
  initialValues: V;
  toBody?: (values: V) => unknown;
  saved: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const rules = schemaRules(locale, schoolInfoSchema, opts.toBody);
  const form = useForm<V>({ initialValues: opts.initialValues, validate: rules.validate });
  const save = useMutation({
    mutationFn: (values: V) => patchSchoolInfo(school.id, rules.transformValues(values)),
    onSuccess: () => {
      form.resetDirty();
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t(opts.saved));
    },
    onError: (error) => showApiError(form, error),
  });
  const onSubmit = form.onSubmit(
    (values) => save.mutate(values),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return { form, onSubmit, saving: save.isPending };
}
