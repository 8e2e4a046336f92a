import { ActionIcon, Group, Stack, Textarea } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Format = 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

const FORMATS: { format: Format; key: string; icon: Icon }[] = [
  { format: 'bold', key: 'feed_format_bold', icon: IconBold },
  { format: 'italic', key: 'feed_format_italic', icon: IconItalic },
  { format: 'bullets', key: 'feed_format_bullets', icon: IconList },
  { format: 'numbers', key: 'feed_format_numbers', icon: IconListNumbers },
  { format: 'link', key: 'feed_format_link', icon: IconLink },
];

/** The text with the selection `[start, end)` formatted, and the new selection. */
function applyFormat(
  text: string,
  start: number,
  end: number,
  format: Format,
  placeholders: { text: string; link: string },
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  const wrap = (before: string, after: string, placeholder: string) => {
    const inner = selected || placeholder;
    return {
      text: text.slice(0, start) + before + inner + after + text.slice(end),
      start: start + before.length,
      end: start + before.length + inner.length,
    };
  };
  if (format === 'bold') return wrap('**', '**', placeholders.text);
  if (format === 'italic') return wrap('_', '_', placeholders.text);
  if (format === 'link') {
    if (/^(https?:\/\/|www\.)\S+$/.test(selected)) return { text, start, end };
    return wrap('[', '](https://)', placeholders.link);
  }
  // A list: prefix every selected line (or the current one).
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const prefixed = lines.map((line, i) =>
    format === 'bullets' ? `- ${line}` : `${i + 1}. ${line}`,
  );
  const before = lineStart > 0 && text[lineStart - 1] !== '\n' ? '\n' : '';
  const replaced = before + prefixed.join('\n');
  return {
    text: text.slice(0, lineStart) + replaced + text.slice(end),
    start: lineStart + replaced.length,
    end: lineStart + replaced.length,
  };
}

/**
 * The text of a post: a plain, labelled textarea with buttons that add the composer's markup
 * (bold, italic, lists, link) around the selection; postText.ts turns it into HTML.
 */
export function PostTextEditor({
  label,
  value,
  onChange,
  error,
  autoFocus = false,
  minRows = 3,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  minRows?: number;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const format = (kind: Format) => {
    const area = ref.current;
    if (!area) return;
    const next = applyFormat(value, area.selectionStart, area.selectionEnd, kind, {
      text: t('feed_format_placeholder_text'),
      link: t('feed_format_placeholder_link'),
    });
    onChange(next.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };
  return (
    <Stack gap={4}>
      <Group gap={4} role="group" aria-label={t('feed_format_toolbar')}>
        {FORMATS.map(({ format: kind, key, icon: FormatIcon }) => (
          <ActionIcon
            key={kind}
            variant="subtle"
            color="gray.8"
            aria-label={t(key)}
            title={t(key)}
            onClick={() => format(kind)}
          >
            <FormatIcon aria-hidden="true" size={18} />
          </ActionIcon>
        ))}
      </Group>
      <Textarea
        ref={ref}
        label={label}
        labelProps={hideLabel ? { className: 'visually-hidden' } : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={minRows}
        maxRows={16}
        autoFocus={autoFocus}
        description={t('feed_format_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Stack>
  );
}
