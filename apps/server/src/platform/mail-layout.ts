import { type Locale, readableTextColor, schoolPalette } from '@alumni/domain';
import type { SchoolRow } from './tenancy.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an e-mail says: subject, paragraphs, one optional button and footer. */
export interface EmailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /**
   * Rich text written by an admin (a mass mail), after the paragraphs: `html` already
   * sanitised (platform/html.ts), `text` its plain version for the text part.
   */
  richText?: { html: string; text: string };
}

/**
 * A "Label: URL" line in `locale`'s typography, for the text version's button and for mails
 * listing links: French puts a no-break space before the colon (issue 30 item 8: "Voir
 * l'événement: http…" had none). Returns the line.
 */
export function labelledLink(locale: Locale, label: string, url: string): string {
  return locale === 'fr' ? `${label}\u00a0: ${url}` : `${label}: ${url}`;
}

/**
 * A school-branded e-mail: the school's name as header in its primary colour, paragraphs,
 * and one call-to-action button. `locale` is the language `content` is written in (the
 * text version's button line follows its typography). Returns the subject with the text and
 * HTML versions.
 */
export function schoolEmail(
  school: Pick<SchoolRow, 'name' | 'primaryColor' | 'secondaryColor'>,
  content: EmailContent,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const palette = schoolPalette(school.primaryColor, school.secondaryColor);
  const onPrimary = readableTextColor(palette.primary);
  const text = [
    school.name,
    '',
    ...content.paragraphs,
    ...(content.richText ? [content.richText.text] : []),
    ...(content.action ? ['', labelledLink(locale, content.action.label, content.action.url)] : []),
    ...(content.footer ? ['', content.footer] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${palette.primary};color:${onPrimary};padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(school.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${content.richText ? `<div>${content.richText.html}</div>` : ''}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${palette.primary};color:${onPrimary};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(content.action.url)}</p>` : ''}
${content.footer ? `<p style="font-size:12px;color:#52606d">${escapeHtml(content.footer)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
