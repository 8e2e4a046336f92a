import type { ValidatorEntry } from '@alumni/domain';
import { fullName, VALIDATOR_SCOPES } from '@alumni/domain';
import { Anchor, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useSaveValidatorScopes } from '../hooks/useSaveValidatorScopes.ts';
import { useValidators } from '../hooks/useValidators.ts';
import { SCOPE_LABEL_KEYS } from '../labels.ts';
import { toggledScopes } from '../scopes.ts';
import { AddValidatorForm } from './AddValidatorForm.tsx';
import { PanelSection } from './PanelSection.tsx';

/**
 * Validations → Validators (spec 2 §6 "Super validators assign validation permissions"): each
 * validator with a checkbox per scope, saved as soon as it changes, and a form to add one.
 */
export function ValidatorsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const localize = useLocalizedPath();
  const list = useValidators();
  const save = useSaveValidatorScopes();

  const busyUser = save.isPending ? save.variables?.user.id : undefined;
  const row = (entry: ValidatorEntry) => {
    const name = fullName(entry.user);
    return (
      <Table.Tr key={entry.user.id} data-testid="validator-row">
        <Table.Th scope="row">
          <Anchor component={Link} to={localize(`/profile/${entry.user.id}`)} fw={600}>
            {name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {roleNameOf(school, entry.user_role.role, locale)}
          </Text>
        </Table.Th>
        {VALIDATOR_SCOPES.map((scope) => (
          <Table.Td key={scope} ta="center">
            <Checkbox
              aria-label={t('validations_scope_of', { scope: t(SCOPE_LABEL_KEYS[scope]), name })}
              checked={entry.scopes.includes(scope)}
              disabled={busyUser === entry.user.id}
              onChange={(event) =>
                save.mutate({
                  user: entry.user,
                  scopes: toggledScopes(entry.scopes, scope, event.currentTarget.checked),
                })
              }
              styles={{ body: { justifyContent: 'center' } }}
            />
          </Table.Td>
        ))}
      </Table.Tr>
    );
  };

  return (
    <Stack gap="lg">
      <PanelSection id="validations-validators-heading" title={t('validations_validators_heading')}>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <LoadError inline onRetry={() => void list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <Text>{t('validations_validators_none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('registrations_person')}</Table.Th>
                  {VALIDATOR_SCOPES.map((scope) => (
                    <Table.Th key={scope} scope="col" ta="center">
                      {t(SCOPE_LABEL_KEYS[scope])}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{list.data.results.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PanelSection>
      <PanelSection id="validations-add-validator-heading" title={t('validations_add_validator')}>
        <AddValidatorForm validators={list.data?.results ?? []} />
      </PanelSection>
    </Stack>
  );
}
