import type { UserSummary } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useMemberSearch } from '../../directory/index.ts';

/** Text compared without case nor accents ('Hélène' matches 'helene'). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A member picked by name (School settings: the audit log's person filter, an API key's owner):
 * the `people` given (those the page knows), or, from two letters typed, the members the
 * directory finds by name. `value` is a user id; one the options do not name shows as
 * `unknownLabel(id)`. The other props are Mantine Select's.
 */
export function MemberPicker({
  label,
  placeholder,
  value,
  people,
  onChange,
  unknownLabel,
  nothingFound,
  clearLabel,
  required = false,
  error,
  testId,
}: {
  label: string;
  placeholder: string;
  value: number | undefined;
  people: readonly UserSummary[];
  onChange: (user: number | undefined) => void;
  unknownLabel: (id: number) => string;
  nothingFound: string;
  /** The clear button's name; without one the choice cannot be cleared. */
  clearLabel?: string;
  required?: boolean;
  error?: string | undefined;
  testId?: string;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserSummary | null>(null);
  const found = useMemberSearch(search);
  const foundIds = useMemo(
    () => new Set((found.data?.results ?? []).map((member) => String(member.id))),
    [found.data],
  );
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const person of people) byId.set(String(person.id), fullName(person));
    if (picked) byId.set(String(picked.id), fullName(picked));
    for (const member of found.data?.results ?? []) byId.set(String(member.id), fullName(member));
    if (value !== undefined && !byId.has(String(value))) {
      byId.set(String(value), unknownLabel(value));
    }
    return [...byId].map(([id, name]) => ({ value: id, label: name }));
  }, [people, picked, found.data, value, unknownLabel]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value === undefined ? null : String(value)}
      onSearchChange={setSearch}
      onChange={(id) => {
        const member = found.data?.results.find((m) => String(m.id) === id);
        if (member) setPicked(member);
        onChange(id ? Number(id) : undefined);
      }}
      filter={({ options: all, search: typed }) => {
        const wanted = folded(typed.trim());
        return all.filter(
          (option) =>
            'value' in option &&
            (foundIds.has(option.value) || folded(option.label).includes(wanted)),
        );
      }}
      searchable
      clearable={clearLabel !== undefined}
      {...(clearLabel === undefined ? {} : { clearButtonProps: { 'aria-label': clearLabel } })}
      nothingFoundMessage={nothingFound}
      required={required}
      error={error}
      data-testid={testId}
    />
  );
}
