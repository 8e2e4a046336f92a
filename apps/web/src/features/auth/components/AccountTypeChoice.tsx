import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountType } from '../registrationChoices.ts';
import classes from './AccountTypeChoice.module.css';

const TYPES = [
  {
    type: 'community',
    icon: IconUsersGroup,
    title: 'signup_type_community',
    text: 'signup_type_community_text',
  },
  {
    type: 'recruiter',
    icon: IconBriefcase,
    title: 'signup_type_recruiter',
    text: 'signup_type_recruiter_text',
  },
] as const satisfies readonly { type: AccountType; icon: unknown; title: string; text: string }[];

/**
 * First step of a new account (spec 1 §2 "first connection / new account (account types
 * Community and Recruiter)"): one card per type, each a link to the form for that type.
 */
export function AccountTypeChoice({
  hrefFor,
  communityOpen,
}: {
  hrefFor: (type: AccountType) => string;
  communityOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('signup_type_choose')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TYPES.filter(({ type }) => type !== 'community' || communityOpen).map(
          ({ type, icon: Icon, title, text }) => (
            <Paper
              key={type}
              component={Link}
              to={hrefFor(type)}
              withBorder
              p="lg"
              radius="md"
              className={classes.card}
              data-testid={`account-type-${type}`}
            >
              <Stack gap="xs" align="flex-start">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                  <Icon size={26} stroke={1.75} />
                </ThemeIcon>
                <Text fw={700} size="lg" className={classes.title}>
                  {t(title)}
                </Text>
                <Text size="sm">{t(text)}</Text>
              </Stack>
            </Paper>
          ),
        )}
      </SimpleGrid>
    </nav>
  );
}
