import { Anchor, Center } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { freeRegistrationRoles, isAccountType } from '../registrationChoices.ts';
import { AccountTypeChoice } from './AccountTypeChoice.tsx';
import { AuthPageTitle } from './AuthPageTitle.tsx';
import { BackToLoginLink } from './BackToLoginLink.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RegistrationSent } from './RegistrationSent.tsx';

/**
 * A new account (spec 1 §2 "first connection / new account"): the account type first
 * (Community or Recruiter, kept in the `type` query so Back returns to the choice), then the
 * registration form, then the check-your-mailbox screen.
 */
export function NewAccount() {
  const { t } = useTranslation();
  const school = useSchool();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<{ detail: string; email: string } | null>(null);
  const communityOpen = freeRegistrationRoles(school).length > 0;
  const requested = searchParams.get('type');
  const type =
    isAccountType(requested) && (requested !== 'community' || communityOpen) ? requested : null;

  if (sent) return <RegistrationSent detail={sent.detail} email={sent.email} />;
  if (!type) {
    return (
      <>
        <AuthPageTitle intro={t('signup_type_intro', { school: school.name })}>
          {t('signup_heading')}
        </AuthPageTitle>
        <AccountTypeChoice
          hrefFor={(choice) => `${pathname}?type=${choice}`}
          communityOpen={communityOpen}
        />
        <BackToLoginLink />
      </>
    );
  }
  return (
    <>
      <AuthPageTitle
        intro={t(
          type === 'recruiter' ? 'signup_type_recruiter_text' : 'signup_type_community_text',
        )}
      >
        {t(type === 'recruiter' ? 'signup_form_recruiter' : 'signup_form_community')}
      </AuthPageTitle>
      <Center mb="md">
        <Anchor
          component={Link}
          to={pathname}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft aria-hidden="true" size={16} />
          {t('signup_change_type')}
        </Anchor>
      </Center>
      <RegistrationForm
        accountType={type}
        onRegistered={(detail, email) => setSent({ detail, email })}
      />
      <BackToLoginLink />
    </>
  );
}
