import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PASSWORD_RULES, passwordRulesMet } from '../passwordRules.ts';

const RULE_KEYS = {
  length: 'password_rule_length',
  lowercase: 'password_rule_lowercase',
  uppercase: 'password_rule_uppercase',
  digit: 'password_rule_digit',
  special: 'password_rule_special',
} as const;

/** The password rules as a checklist that ticks itself as the person types (spec 1 §5). */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const met = passwordRulesMet(value, locale);
  return (
    <div id={id} data-testid="password-checklist">
      <Text size="sm" fw={600} mb={4}>
        {t('password_rules_heading')}
      </Text>
      <List size="sm" spacing={2} center>
        {PASSWORD_RULES.map((rule) => (
          <List.Item
            key={rule}
            data-met={met[rule] || undefined}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={met[rule] ? 'teal.9' : 'gray.7'}
                variant={met[rule] ? 'filled' : 'transparent'}
                aria-hidden="true"
              >
                {met[rule] ? <IconCheck size={12} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
            }
          >
            {t(RULE_KEYS[rule])}
            <span className="visually-hidden">
              {' '}
              – {met[rule] ? t('password_rule_met') : t('password_rule_unmet')}
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
