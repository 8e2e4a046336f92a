import type { UserSummary } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSearch } from '../../directory/index.ts';

/**
 * The article's author (spec 1 §5 Blog "author required"), shown to Blog validators and
 * admins, who may write in another member's name: the current author (the writer for a new
 * article) or a member found by name in the directory. `value` is the author's id as text;
 * the server checks the member belongs to the school (400 `{"author"}`).
 */
export function AuthorField({
  current,
  value,
  onChange,
  error,
  disabled,
}: {
  current: UserSummary;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const found = useMemberSearch(search);
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    byId.set(String(current.id), fullName(current));
    if (picked) byId.set(String(picked.id), picked.name);
    for (const member of found.data?.results ?? []) byId.set(String(member.id), fullName(member));
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [current, picked, found.data]);
  return (
    <Select
      label={t('blog_field_author')}
      description={t('blog_field_author_hint')}
      placeholder={t('blog_field_author_placeholder')}
      required
      searchable
      allowDeselect={false}
      data={options}
      value={value}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (!id) return;
        const label = options.find((o) => o.value === id)?.label ?? '';
        setPicked({ id: Number(id), name: label });
        onChange(id);
      }}
      filter={({ options: all, search: typed }) =>
        typed.trim().length >= 2 ? all : all.filter((o) => 'value' in o && o.value === value)
      }
      nothingFoundMessage={
        search.trim().length >= 2 && !found.isFetching ? t('blog_field_author_none') : undefined
      }
      error={error}
      disabled={disabled}
      maw={480}
      name="author"
    />
  );
}
