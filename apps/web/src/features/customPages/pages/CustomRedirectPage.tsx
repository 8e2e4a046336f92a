import { localizePath } from '@alumni/domain';
import { Navigate, useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { customPagePath } from '../customPagesRules.ts';

/**
 * `/custom/` and `/custom/{slug}` (spec 1 §2 "Custom pages are found by slug under /custom/ or
 * /page/"): the same pages, at their `/page` address.
 */
export default function CustomRedirectPage() {
  const { slug } = useParams();
  const { locale } = useRouteLocale();
  const to = slug ? customPagePath(locale, slug) : localizePath('/page', locale);
  return <Navigate to={to} replace />;
}
