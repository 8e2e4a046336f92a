import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The name search (spec 1 §2 Directory "simple filters"): the address follows the text once
 * typing pauses, or at once on Enter; a search changed from elsewhere (back button) comes
 * back into the box.
 */
export function DirectorySearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const pushed = useRef(value);

  useEffect(() => {
    if (value.trim() !== pushed.current.trim()) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === pushed.current.trim()) return;
    pushed.current = debounced;
    onSearch(debounced.trim());
  }, [debounced, onSearch]);

  const submit = () => {
    if (text.trim() === pushed.current.trim()) return;
    pushed.current = text;
    onSearch(text.trim());
  };

  return (
    <search aria-label={t('directory_search_label')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={t('directory_search_label')}
          placeholder={t('directory_search_placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch aria-hidden="true" size={18} />}
          rightSection={
            text ? (
              <CloseButton
                aria-label={t('directory_search_clear')}
                onClick={() => {
                  setText('');
                  pushed.current = '';
                  onSearch('');
                }}
              />
            ) : null
          }
          maxLength={100}
          size="md"
        />
      </form>
    </search>
  );
}
