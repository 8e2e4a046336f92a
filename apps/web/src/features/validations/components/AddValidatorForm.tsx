import type { ValidatorEntry } from '@alumni/domain';
import { fullName, VALIDATOR_SCOPES } from '@alumni/domain';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import type { DirectoryEntry } from '../../directory/index.ts';
import { useMemberSearch } from '../../directory/index.ts';
import { useSaveValidatorScopes } from '../hooks/useSaveValidatorScopes.ts';
import { SCOPE_LABEL_KEYS } from '../labels.ts';
import { addedScopes } from '../scopes.ts';

/**
 * "Add a validator": a member found by name in the directory, the scopes to give them (added
 * to those they may hold already), saved with `PUT /api/validators/{id}/`.
 */
export function AddValidatorForm({ validators }: { validators: ValidatorEntry[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DirectoryEntry | null>(null);
  const [scopes, setScopes] = useState<string[]>([]);
  const found = useMemberSearch(picked ? '' : search);
  const save = useSaveValidatorScopes();

  const describe = (member: DirectoryEntry) => {
    const role = member.roles[0];
    return role
      ? `${fullName(member)} – ${roleNameOf(school, role.role, locale)}`
      : fullName(member);
  };
  const options = useMemo(() => {
    const members = found.data?.results ?? [];
    const list =
      picked && !members.some((m) => m.id === picked.id) ? [picked, ...members] : members;
    return list;
  }, [found.data, picked]);

  const submit = () => {
    if (!picked || scopes.length === 0) return;
    const held = validators.find((v) => v.user.id === picked.id)?.scopes ?? [];
    save.mutate(
      { user: picked, scopes: addedScopes(held, scopes) },
      {
        onSuccess: () => {
          setPicked(null);
          setSearch('');
          setScopes([]);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label={t('validations_add_member')}
        placeholder={t('validations_add_member_placeholder')}
        searchable
        clearable
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          if (picked && value !== describe(picked)) setPicked(null);
        }}
        data={options.map((member) => ({ value: String(member.id), label: describe(member) }))}
        value={picked ? String(picked.id) : null}
        onChange={(value) => setPicked(options.find((m) => String(m.id) === value) ?? null)}
        filter={({ options: all }) => all}
        nothingFoundMessage={
          search.trim().length >= 2 && !found.isFetching
            ? t('validations_add_member_none')
            : undefined
        }
        maw={480}
      />
      <Checkbox.Group label={t('validations_add_scopes')} value={scopes} onChange={setScopes}>
        <Group gap="md" mt="xs">
          {VALIDATOR_SCOPES.map((scope) => (
            <Checkbox key={scope} value={String(scope)} label={t(SCOPE_LABEL_KEYS[scope])} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group>
        <Button
          leftSection={<IconUserPlus aria-hidden="true" size={18} />}
          disabled={!picked || scopes.length === 0}
          loading={save.isPending}
          onClick={submit}
        >
          {t('validations_add_submit')}
        </Button>
      </Group>
    </Stack>
  );
}
