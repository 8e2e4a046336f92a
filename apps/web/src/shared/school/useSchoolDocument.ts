import type { SchoolDetails, SchoolPalette } from '@alumni/domain';
import { useEffect } from 'react';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

/**
 * Brands the document with the school (spec 1 §2): its colours as CSS variables on `<html>`
 * for the app's own styles, `data-school`, and its icon as favicon. The title, "Page –
 * School", is the router's (app/useDocumentTitle.ts).
 */
export function useSchoolDocument(school: SchoolDetails, palette: SchoolPalette): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.school = school.subdomain;
    root.style.setProperty('--school-primary', palette.primary);
    root.style.setProperty('--school-secondary', palette.secondary);
    root.style.setProperty('--school-primary-light', palette.primaryLight);
    root.style.setProperty('--school-secondary-light', palette.secondaryLight);
    root.style.setProperty('--school-on-primary', palette.onPrimary);
    root.style.setProperty('--school-on-secondary', palette.onSecondary);
    root.style.setProperty('--school-focus', palette.focus);
    const icon = school.icon_pwa ?? school.logo;
    if (icon) setFavicon(icon);
  }, [school, palette]);
}
