import type { LocalizedText } from '@alumni/domain';
import { type Locale, pageTextIn } from '@alumni/domain';
import { Typography } from '@mantine/core';

/**
 * A presentation of the school's pages: rich text the server sanitised at write time (as the
 * feed's posts), in the page's language, else in the other one (marked with its `lang`); nothing
 * when both are empty.
 */
export function PageText({
  text,
  locale,
  testId,
}: {
  text: LocalizedText;
  locale: Locale;
  testId?: string;
}) {
  const shown = pageTextIn(text, locale);
  if (!shown) return null;
  return (
    <Typography lang={shown.lang === locale ? undefined : shown.lang} data-testid={testId}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html at write time) */}
      <div dangerouslySetInnerHTML={{ __html: shown.text }} />
    </Typography>
  );
}
