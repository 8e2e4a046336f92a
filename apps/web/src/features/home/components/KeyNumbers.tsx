import type { KeyNumber } from '@alumni/domain';
import { keyNumbersBanner } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { formatKeyNumber } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import classes from './KeyNumbers.module.css';

/**
 * The school's key numbers (spec 2 §9 "Key stats: 3 minimum to show the banner, 6 maximum"):
 * shown from 3 on, at most 6, in the school's order (domain keyNumbersBanner), each value
 * written in the page's language with the spec's k, m, b, t abbreviation (formatKeyNumber).
 */
export function KeyNumbers({ numbers }: { numbers: KeyNumber[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const shown = keyNumbersBanner(numbers);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="key-numbers-title" className={classes.section}>
      <h2 id="key-numbers-title" className="visually-hidden">
        {t('home_key_numbers')}
      </h2>
      <ul className={classes.list}>
        {shown.map((number) => (
          <li key={number.id} className={classes.item}>
            <span className={classes.value}>{formatKeyNumber(number.value, locale)}</span>
            <span className={classes.label}>{number.label[locale] || number.label.fr}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
