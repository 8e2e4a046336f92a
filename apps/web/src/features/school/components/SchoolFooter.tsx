import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../app/config.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import classes from './SchoolFooter.module.css';

/**
 * Page footer (spec 1 §2 "The school name, logo, cover, links, colours, address and legal links
 * are displayed"): the school's address, its links, and the legal notice, terms of use and
 * privacy policy, which are external addresses.
 */
export function SchoolFooter() {
  const { t } = useTranslation();
  const school = useSchool();
  const legal = [
    { key: 'legal', label: t('legal_notice'), url: school.legal_url ?? appConfig.legalUrl },
    { key: 'terms', label: t('legal_terms_of_use'), url: school.terms_use_url },
    { key: 'privacy', label: t('legal_privacy_policy'), url: school.privacy_policy_url },
  ].filter((link): link is { key: string; label: string; url: string } => Boolean(link.url));

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.column}>
          <p className={classes.school}>{school.name}</p>
          {school.address && (
            <address className={classes.address}>
              <span className="visually-hidden">{t('footer_address')}: </span>
              {school.address}
            </address>
          )}
        </div>
        {school.links.length > 0 && (
          <nav aria-label={t('footer_links')} className={classes.column}>
            <ul className={classes.list}>
              {school.links.map((link) => (
                <li key={link.id}>
                  <ExternalLink href={link.url} className={classes.link}>
                    {t(`link_type_${link.type}`, { defaultValue: link.type })}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {legal.length > 0 && (
          <nav aria-label={t('footer_legal')} className={classes.column}>
            <ul className={classes.list}>
              {legal.map((link) => (
                <li key={link.key}>
                  <ExternalLink href={link.url} className={classes.link}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
