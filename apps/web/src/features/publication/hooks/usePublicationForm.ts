import type { Me, PublicationStatus, SchoolDetails } from '@alumni/domain';
import { localizePath, VALIDATION_MESSAGES } from '@alumni/domain';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, RefObject } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import type { SafeParser } from '../../../ui/form/issues.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import type { PublicationSaveAction } from '../saveActions.ts';
import { isFutureLocalInput, publicationSaveActions } from '../saveActions.ts';

/** What every publishing form's values hold: the publication date (`datetime-local`). */
export interface PublicationFormValues {
  publish_at: string;
}

/** What a save returns: the item as the API now has it (its status picks the notice). */
export interface PublicationSaved extends PublicationItem {
  status: string;
}

/** The pieces of one area's form (see usePublicationForm). */
export interface PublicationFormOptions<
  Item,
  Values extends PublicationFormValues,
  Output,
  Body,
  Saved extends PublicationSaved,
> {
  /** The area (its `queryKeys.all` is read again after a save, its `pathOf` opened). */
  area: PublicationWebArea<Saved>;
  /** The item edited, null for a new one. */
  item: Item | null;
  /** The item's status as the publication rules name it (a job ad's `active` is `published`). */
  status: PublicationStatus | null;
  initialValues: Values;
  /** The domain schema (client and server reject the same input with the same words). */
  schema: SafeParser<Output>;
  /** The values as the schema reads them, `draft` when the "save as a draft" button was used. */
  toInput: (values: Values, draft: boolean) => unknown;
  /**
   * The fields an empty value leaves unanswered (a choice, an upload): they read the schema's
   * "required" message, in the page's language, before the schema sees them.
   */
  required?: readonly (keyof Values & string)[];
  /** Other errors the schema cannot say (an empty editor…), added to its own. */
  check?: (values: Values) => FormErrors;
  /** The schema's output as the API reads it (dates back to ISO text). */
  toBody: (output: Output) => Body;
  create: (body: Body) => Promise<Saved>;
  /** Saves `item` (with `expected_updated_at` where the area checks the version). */
  update: (item: Item, body: Body) => Promise<Saved>;
  /** The success notice's catalogue key, by the status the item took. */
  savedKeys: Readonly<Record<Saved['status'], string>>;
  /** Who validates the area (the save buttons then publish rather than submit). */
  canValidate: (user: Me, school: SchoolDetails) => boolean;
  /** The school validates the area (`validate_blog`, `validate_event`, `validate_jobads`). */
  requiresValidation: boolean;
  /** The zone the publication date is read in; the browser's when absent. */
  timeZone?: string;
  /** The move an Enter key makes before any button is clicked. Default `draft`. */
  initialIntent?: PublicationSaveAction;
}

/**
 * The set-up every publishing form shares (spec 1 §4 Publication; §5 Blog, Event, Job): a
 * Mantine form checked with the area's domain schema (`schemaRules`, plus `check`), the
 * `intent` ref the save buttons write, the buttons' `actions` (publicationSaveActions, from
 * the item's `status`, `requiresValidation`, whether the viewer `canValidate`, and whether
 * the publication date is to come), and `submit`: create or update, then read the area
 * again, notify by status (`savedKeys`), open the item's page (`area.pathOf`); the API's 400
 * go on their fields (showApiError), the form's own errors focus the first field. Returns
 * `{ form, intent, actions, submit, saving, isValidator }`. Never throws.
 */
export function usePublicationForm<
  Item,
  Values extends PublicationFormValues,
  Output,
  Body,
  Saved extends PublicationSaved,
>(
  options: PublicationFormOptions<Item, Values, Output, Body, Saved>,
): {
  form: UseFormReturnType<Values, Body>;
  intent: RefObject<PublicationSaveAction>;
  actions: PublicationSaveAction[];
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  isValidator: boolean;
} {
  const { area, item, toInput, check, toBody, savedKeys } = options;
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useRef<PublicationSaveAction>(options.initialIntent ?? 'draft');
  const isValidator = user !== null && options.canValidate(user, school);
  const required = VALIDATION_MESSAGES[locale].required;

  const rules = schemaRules(locale, options.schema, (values: Values) =>
    toInput(values, intent.current === 'draft'),
  );
  const form = useForm<Values, Body>({
    initialValues: options.initialValues,
    validate: (values) => {
      const errors = rules.validate(values);
      for (const key of options.required ?? []) if (!values[key]) errors[key] = required;
      return { ...errors, ...check?.(values) };
    },
    transformValues: (values) => toBody(rules.transformValues(values)),
  });
  const save = useMutation({
    mutationFn: (body: Body) => (item ? options.update(item, body) : options.create(body)),
  });
  const submit = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: area.queryKeys.all });
          notifySuccess(t(savedKeys[saved.status as Saved['status']]));
          void navigate(localizePath(area.pathOf(saved), locale));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  const actions = publicationSaveActions(options.status, {
    requiresValidation: options.requiresValidation,
    isValidator,
    future: isFutureLocalInput(form.values.publish_at, new Date(), options.timeZone),
  });
  return { form, intent, actions, submit, saving: save.isPending, isValidator };
}
