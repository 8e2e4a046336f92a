import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another site: opens in a new tab, without giving it access to this page. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> {t('opens_new_tab')}</span>
    </a>
  );
}
