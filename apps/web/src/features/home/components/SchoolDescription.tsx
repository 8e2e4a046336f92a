import { Text, Typography } from '@mantine/core';

const HTML_TAG = /<\/?[a-z][^>]*>/i;

/**
 * A school's presentation text. Admins write it in the rich-text editor, so it may be HTML,
 * which the server sanitises when it is saved (DESIGN §3); plain text keeps its line breaks.
 */
export function SchoolDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  if (HTML_TAG.test(text)) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server at write time.
      <Typography dangerouslySetInnerHTML={{ __html: text }} />
    );
  }
  return (
    <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}
