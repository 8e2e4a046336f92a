import {
  type Me,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_NAME_MAX,
  REGISTRATION_PHONE_MAX,
  type RegistrationContact,
  registrationContactSchema,
} from '@alumni/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';

/** The contact details as the booking's second step keeps them while typed. */
export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The profile's contact details, as the form's values. */
const contactOf = (user: Me | null): ContactValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
});

/**
 * The contact form of a booking (domain registrationContactSchema: first and last name and
 * e-mail required, phone optional), starting from the member's profile.
 */
export function useContactForm(user: Me | null) {
  const { locale } = useRouteLocale();
  const form = useForm({
    initialValues: contactOf(user),
    ...schemaRules<ContactValues, RegistrationContact>(locale, registrationContactSchema()),
  });
  // The profile may arrive after the form: fill it then, once, unless the member typed
  // already. Once per profile: the form's functions change at every render, and filling it
  // at each one was an endless chain of updates that starved the page's transitions (issue
  // 30 item 1: a click on a tab changed the address, never the panel).
  const { isDirty, setValues, resetDirty } = form;
  const filledFrom = useRef(user);
  useEffect(() => {
    if (!user || filledFrom.current === user) return;
    filledFrom.current = user;
    if (isDirty()) return;
    const values = contactOf(user);
    setValues(values);
    resetDirty(values);
  }, [user, isDirty, setValues, resetDirty]);
  return form;
}
export type ContactForm = ReturnType<typeof useContactForm>;

/**
 * The booking's Contact details step (spec 1 §2 Events "registration steps Ticketing,
 * Contact details, Confirmation"): the fields the organiser receives, filled from the
 * profile and editable for this registration only.
 */
export function BookingContactFields({ form }: { form: ContactForm }) {
  const { t } = useTranslation();
  const field = (key: keyof ContactValues) => ({ name: key, ...form.getInputProps(key) });
  return (
    <Stack gap="sm" data-testid="booking-contact">
      <Text size="sm">{t('events_contact_hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('events_contact_first_name')}
          required
          autoComplete="given-name"
          maxLength={REGISTRATION_NAME_MAX}
          {...field('first_name')}
        />
        <TextInput
          label={t('events_contact_last_name')}
          required
          autoComplete="family-name"
          maxLength={REGISTRATION_NAME_MAX}
          {...field('last_name')}
        />
        <TextInput
          type="email"
          label={t('events_contact_email')}
          required
          autoComplete="email"
          maxLength={REGISTRATION_EMAIL_MAX}
          {...field('email')}
        />
        <TextInput
          type="tel"
          label={t('events_contact_phone')}
          autoComplete="tel"
          maxLength={REGISTRATION_PHONE_MAX}
          {...field('phone')}
        />
      </SimpleGrid>
    </Stack>
  );
}
