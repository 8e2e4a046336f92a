import type { RegistrationInput } from '@alumni/domain';
import { registrationSchema, yearSelectorRange } from '@alumni/domain';
import type { ComboboxStringGroupData } from '@mantine/core';
import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { DateField } from '../../../ui/form/DateField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { todayText } from '../../../ui/form/localDateTime.ts';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { postRegistration } from '../api.ts';
import type { AccountType } from '../registrationChoices.ts';
import { freeRegistrationRoles, RECRUITER_ROLE } from '../registrationChoices.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import classes from './RegistrationForm.module.css';

const legendClasses = { legend: classes.legend };

interface RegistrationValues {
  civility: '' | 'M.' | 'Mme.';
  first_name: string;
  last_name: string;
  birth_name: string;
  date_birth: string;
  city: string;
  email: string;
  phone: string;
  password: string;
  password_confirm: string;
  role: string;
  graduation_year: string;
  degree: string;
  campus: string;
  terms_use: boolean;
  privacy_policy: boolean;
}

const EMPTY: RegistrationValues = {
  civility: '',
  first_name: '',
  last_name: '',
  birth_name: '',
  date_birth: '',
  city: '',
  email: '',
  phone: '',
  password: '',
  password_confirm: '',
  role: '',
  graduation_year: '',
  degree: '',
  campus: '',
  terms_use: false,
  privacy_policy: false,
};

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The payload of `POST /api/registration/` before the domain schema checks it. */
function toInput(values: RegistrationValues, accountType: AccountType) {
  const role = accountType === 'recruiter' ? RECRUITER_ROLE : numberOrNull(values.role);
  return {
    account_type: accountType,
    civility: values.civility === '' ? null : values.civility,
    first_name: values.first_name,
    last_name: values.last_name,
    birth_name: values.birth_name.trim() === '' ? undefined : values.birth_name,
    date_birth: values.date_birth,
    city: values.city,
    email: values.email,
    phone: values.phone.trim() === '' ? undefined : values.phone,
    password: values.password,
    password_confirm: values.password_confirm,
    role: role ?? undefined,
    graduation_year: numberOrNull(values.graduation_year) ?? undefined,
    degree: numberOrNull(values.degree),
    campus: numberOrNull(values.campus),
    terms_use: values.terms_use,
    privacy_policy: values.privacy_policy,
  };
}

/** A legal document in a checkbox label: a link to the school's address, in a new tab. */
function LegalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor component={ExternalLink} href={href}>
      {children}
    </Anchor>
  );
}

/**
 * The registration form (spec 1 §2 Registration, §5 Registration): identity, contact,
 * password, role (Community accounts), graduation year, degree, campus when the school has
 * campuses, and the school's terms of use and privacy policy. Checked with the domain's
 * registration schema (the school's minimum age, campus rule) before `POST /api/registration/`.
 */
export function RegistrationForm({
  accountType,
  onRegistered,
}: {
  accountType: AccountType;
  onRegistered: (detail: string, email: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const form = useForm({
    initialValues: EMPTY,
    ...schemaRules(
      locale,
      registrationSchema({
        minAge: school.min_registration_age,
        today: new Date(),
        campusRequired: school.has_campus,
        kind: 'manual',
      }),
      (values: RegistrationValues) => toInput(values, accountType),
    ),
  });
  const register = useMutation({ mutationFn: postRegistration });
  const roles = useMemo(() => freeRegistrationRoles(school), [school]);
  const years = useMemo(() => yearSelectorRange(new Date()).reverse(), []);
  const degreeGroups = useMemo((): ComboboxStringGroupData => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const degree of [...school.degrees].sort((a, b) => a.name.localeCompare(b.name))) {
      const group = degree.section ?? '';
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { value: String(degree.id), label: degree.name },
      ]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([group, items]): ComboboxStringGroupData => (group ? [{ group, items }] : items));
  }, [school.degrees]);
  const placeholder = { value: '', label: t('form_choose') };
  const text = (key: keyof RegistrationValues & string) => ({
    name: key,
    ...form.getInputProps(key),
  });

  const submit = form.onSubmit(
    (input: RegistrationInput) =>
      register.mutate(input, {
        onSuccess: ({ detail }) => onRegistered(detail, input.email),
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(
        accountType === 'recruiter' ? 'signup_form_recruiter' : 'signup_form_community',
      )}
    >
      <Stack gap="lg">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Fieldset
          legend={t('signup_section_identity')}
          variant="unstyled"
          classNames={legendClasses}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('field_civility')}
              value={form.values.civility}
              onChange={(value) =>
                form.setFieldValue('civility', value as RegistrationValues['civility'])
              }
              error={fieldError(form, 'civility')}
              name="civility"
            >
              <SimpleGrid cols={3} mt={6} spacing="xs">
                <Radio value="Mme." label={t('civility_mme')} />
                <Radio value="M." label={t('civility_m')} />
                <Radio value="" label={t('civility_none')} />
              </SimpleGrid>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('field_first_name')}
                autoComplete="given-name"
                required
                {...text('first_name')}
              />
              <TextInput
                label={t('field_last_name')}
                autoComplete="family-name"
                required
                {...text('last_name')}
              />
              <TextInput
                label={t('field_birth_name')}
                description={t('field_birth_name_hint')}
                {...text('birth_name')}
              />
              <DateField
                label={t('field_date_birth')}
                required
                defaultLevel="decade"
                maxDate={todayText()}
                {...text('date_birth')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset
          legend={t('signup_section_contact')}
          variant="unstyled"
          classNames={legendClasses}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('login_email')}
              type="email"
              autoComplete="email"
              required
              {...text('email')}
            />
            <TextInput label={t('field_phone')} type="tel" autoComplete="tel" {...text('phone')} />
            <TextInput
              label={t('field_city')}
              autoComplete="address-level2"
              required
              {...text('city')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend={t('signup_section_school', { school: school.name })}
          variant="unstyled"
          classNames={legendClasses}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {accountType === 'community' && (
              <NativeSelect
                label={t('field_role')}
                required
                data={[
                  placeholder,
                  ...roles.map((role) => ({
                    value: String(role.role),
                    label: schoolRoleName(role, locale),
                  })),
                ]}
                {...text('role')}
              />
            )}
            <NativeSelect
              label={t('field_graduation_year')}
              required
              data={[placeholder, ...years.map((year) => String(year))]}
              {...text('graduation_year')}
            />
            {school.degrees.length > 0 && (
              <NativeSelect
                label={t('term_degree')}
                data={[{ value: '', label: t('form_none') }, ...degreeGroups]}
                {...text('degree')}
              />
            )}
            {school.has_campus && (
              <NativeSelect
                label={t('term_campus')}
                required
                data={[
                  placeholder,
                  ...school.campuses.map((campus) => ({
                    value: String(campus.id),
                    label: campus.name,
                  })),
                ]}
                {...text('campus')}
              />
            )}
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend={t('signup_section_password')}
          variant="unstyled"
          classNames={legendClasses}
        >
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('password_confirm')}
          />
        </Fieldset>

        <Stack gap="xs">
          <Checkbox
            name="terms_use"
            {...form.getInputProps('terms_use', { type: 'checkbox' })}
            label={
              <Trans
                i18nKey="signup_accept_terms"
                components={[<LegalLink key="terms" href={school.terms_use_url} />]}
              />
            }
          />
          <Checkbox
            name="privacy_policy"
            {...form.getInputProps('privacy_policy', { type: 'checkbox' })}
            label={
              <Trans
                i18nKey="signup_accept_privacy"
                components={[<LegalLink key="privacy" href={school.privacy_policy_url} />]}
              />
            }
          />
        </Stack>

        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          {t('signup_submit')}
        </Button>
      </Stack>
    </form>
  );
}
