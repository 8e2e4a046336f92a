import { localizePath } from '@alumni/domain';
import { useCallback } from 'react';
import { useRouteLocale } from './useRouteLocale.ts';

/** Turns a locale-less path into the current locale's address ('/login' → '/en/login'). */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useRouteLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
