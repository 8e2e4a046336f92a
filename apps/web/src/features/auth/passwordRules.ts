import type { Locale } from '@alumni/domain';
import {
  formatValidationMessage,
  localizeMessage,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  VALIDATION_MESSAGES,
} from '@alumni/domain';

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
];

function ruleMessages(locale: Locale): Record<PasswordRule, string> {
  const m = VALIDATION_MESSAGES[locale];
  return {
    length: formatValidationMessage(locale, 'passwordMinLength', { min: PASSWORD_MIN_LENGTH }),
    lowercase: m.passwordLowercase,
    uppercase: m.passwordUppercase,
    digit: m.passwordDigit,
    special: m.passwordSpecial,
  };
}

/**
 * Which password rules (spec 1 §5 General: 8+ characters, a lowercase, an uppercase, a digit,
 * a special character) a value meets, read from the domain's password schema so the checklist
 * and the server can never disagree. An empty value meets none.
 */
export function passwordRulesMet(value: string, locale: Locale): Record<PasswordRule, boolean> {
  if (value === '') {
    return { length: false, lowercase: false, uppercase: false, digit: false, special: false };
  }
  const result = passwordSchema().safeParse(value);
  const failed = new Set(
    result.success
      ? []
      : result.error.issues.map((issue) => localizeMessage(issue.message, locale)),
  );
  const messages = ruleMessages(locale);
  return Object.fromEntries(
    PASSWORD_RULES.map((rule) => [rule, !failed.has(messages[rule])]),
  ) as Record<PasswordRule, boolean>;
}
