import type { KeyNumber } from '@alumni/domain';
import { KEY_STATS_MAX, KEY_STATS_MIN } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { formatKeyNumber } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import classes from './KeyNumbers.module.css';

/** The school's key numbers (spec 2 §9): shown from 3 on, at most 6, in the school's order. */
export function KeyNumbers({ numbers }: { numbers: KeyNumber[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  if (numbers.length < KEY_STATS_MIN) return null;
  const shown = [...numbers]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .slice(0, KEY_STATS_MAX);
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
