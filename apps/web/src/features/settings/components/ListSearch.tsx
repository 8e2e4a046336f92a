import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The name or e-mail search of a registrations list: what is typed is sent 300 ms after the
 * last key (a page change of the list goes back to page 1 with it).
 */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      label={label}
      maw={360}
      leftSection={<IconSearch aria-hidden="true" size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}
