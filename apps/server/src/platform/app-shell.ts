import { APP_SHELL_ID, DEFAULT_PRIMARY_COLOR, normalizeHexColor } from '@alumni/domain';
import { escapeAttribute } from './html.ts';

/** What the shell shows of a school: its name, its logo's URL and its primary colour. */
export interface AppShellBrand {
  name: string;
  logo: string | null;
  primaryColor: string;
}

/**
 * The frame's header bar as plain markup with its own inline styles, painted from the HTML
 * before any script has run (issue 16, Lighthouse: a signed-in page painted nothing until its
 * code had downloaded and rendered, 1.4 s on desktop and 5.2 s on a throttled phone). It has
 * the header's height (64 px, 56 px under Mantine's `sm` breakpoint, 48em), its white bar and
 * primary-coloured border, and the school's logo and name where the header shows them, so that
 * the real header replaces it without moving anything. It lies over the page rather than
 * above it: the app's own loading screen starts at the top, so nothing moves up when the shell
 * goes (a layout shift of the whole page in Lighthouse, 0.05–0.07). It is decoration: hidden from
 * assistive technologies, with the name drawn from an attribute (no text in the page's
 * content, so no second "school name" for a reader or a test to find) and no link.
 * Returns a `<style>` and a `<div id="app-shell">`; every value is escaped.
 */
export function renderAppShell(brand: AppShellBrand): string {
  // The details' colour is normalised already; read again, as it goes into a style.
  const color = normalizeHexColor(brand.primaryColor, DEFAULT_PRIMARY_COLOR);
  const logo = brand.logo
    ? `<img src="${escapeAttribute(brand.logo)}" alt="" width="32" height="32" style="height:32px;width:auto;max-width:8rem;object-fit:contain">`
    : '';
  return (
    '<style>' +
    'body{margin:0}' +
    `#${APP_SHELL_ID}{position:absolute;top:0;left:0;right:0;z-index:1;display:flex;align-items:center;gap:.625rem;box-sizing:border-box;height:64px;padding:8px 16px;background:#fff;border-bottom:4px solid ${color};color:#000;font:700 16px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}` +
    `#${APP_SHELL_ID}::after{content:attr(data-name);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}` +
    `@media (max-width:47.99em){#${APP_SHELL_ID}{height:56px}}` +
    '</style>' +
    `<div id="${APP_SHELL_ID}" aria-hidden="true" data-name="${escapeAttribute(brand.name)}">${logo}</div>`
  );
}
