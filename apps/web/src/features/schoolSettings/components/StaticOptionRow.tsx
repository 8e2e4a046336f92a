import {
  type StaticListScope,
  type StaticOptionAdmin,
  type StaticOptionCreateInput,
  staticListUsageText,
  staticOptionText,
} from '@alumni/domain';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteStaticOption, updateStaticOption } from '../../staticLists/index.ts';
import { useStaticListChanged } from '../hooks/useStaticListChanged.ts';
import { RowActions } from './RowActions.tsx';
import {
  languagesOf,
  StaticOptionFields,
  TEXT_KEYS,
  useOptionTextsForm,
} from './StaticOptionFields.tsx';

type Direction = 'up' | 'down';

/** The id of an option's move button, to give the focus back to it once the list is read again. */
const moveButtonId = (optionId: number, direction: Direction) =>
  `static-option-${optionId}-${direction}`;

/**
 * Gives the focus to an option's move button in `direction`, or to the other one when the
 * option reached an end of the list (its button is then disabled).
 */
function focusMoveButton(optionId: number, direction: Direction): void {
  const same = document.getElementById(moveButtonId(optionId, direction));
  const other = document.getElementById(moveButtonId(optionId, direction === 'up' ? 'down' : 'up'));
  (same && !same.hasAttribute('disabled') ? same : other)?.focus();
}

/**
 * One option of a static list, a row of the table (a card on a phone): its texts, the page's
 * language first (a dash for an empty one), what uses it, and its
 * buttons: move up and down (one place, keyboard reachable; the focus stays on the moved
 * option's button), edit its texts in place, and delete it, unavailable with the reason while
 * content uses it.
 */
export function StaticOptionRow({
  schoolId,
  scope,
  option,
  first,
  last,
  phone,
}: {
  schoolId: number;
  scope: StaticListScope;
  option: StaticOptionAdmin;
  first: boolean;
  last: boolean;
  /** A card of a list (a phone's narrow screen) rather than a row of the table. */
  phone: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [editing, setEditing] = useState(false);
  const changed = useStaticListChanged(schoolId, scope);
  const name = staticOptionText(option, locale);
  const uses = staticListUsageText(locale, option.uses);
  // The direction of a move under way: once the row has moved in the table (its order
  // changed, whenever the list is read again), the focus goes back to its button. Moving a
  // focused element in the DOM blurs it, and the new list may arrive after the mutation ends.
  const refocus = useRef<Direction | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row's place changes.
  useEffect(() => {
    const direction = refocus.current;
    if (!direction) return;
    refocus.current = null;
    focusMoveButton(option.id, direction);
  }, [option.order, option.id]);
  const move = useMutation({
    mutationFn: (direction: Direction) =>
      updateStaticOption(schoolId, scope, option.id, {
        order: option.order + (direction === 'up' ? -1 : 1),
      }),
    onMutate: (direction) => {
      refocus.current = direction;
    },
    onSuccess: async (_moved, direction) => {
      await changed();
      notifySuccess(t('schoolsettings_lists_moved', { name }));
      // Already in place when the list was read before this: the effect above has run.
      requestAnimationFrame(() => focusMoveButton(option.id, direction));
    },
    onError: (error) => {
      refocus.current = null;
      void notifyError(error);
    },
  });
  const editForm = (
    <EditOptionForm
      schoolId={schoolId}
      scope={scope}
      option={option}
      onDone={() => setEditing(false)}
    />
  );
  const text = (value: string) =>
    value || (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('schoolsettings_lists_no_text')}</span>
      </>
    );
  const usedBy = (
    <Text size="sm" c={uses ? undefined : 'dimmed'}>
      {uses || t('schoolsettings_lists_unused')}
    </Text>
  );
  const buttons = (
    <Group gap="xs" justify={phone ? 'flex-start' : 'flex-end'} wrap={phone ? 'wrap' : 'nowrap'}>
      {(['up', 'down'] as const).map((direction) => (
        <ActionIcon
          key={direction}
          id={moveButtonId(option.id, direction)}
          variant="default"
          size="lg"
          disabled={direction === 'up' ? first : last}
          loading={move.isPending && move.variables === direction}
          aria-label={
            direction === 'up'
              ? t('schoolsettings_lists_move_up', { name })
              : t('schoolsettings_lists_move_down', { name })
          }
          onClick={() => move.mutate(direction)}
        >
          {direction === 'up' ? (
            <IconArrowUp aria-hidden="true" size={18} />
          ) : (
            <IconArrowDown aria-hidden="true" size={18} />
          )}
        </ActionIcon>
      ))}
      <RowActions
        editLabel={t('schoolsettings_lists_edit')}
        editName={t('schoolsettings_lists_edit_named', { name })}
        deleteName={t('schoolsettings_lists_delete_named', { name })}
        deleteTitle={t('schoolsettings_lists_delete_title', { name })}
        onEdit={() => setEditing(true)}
        remove={() => deleteStaticOption(schoolId, scope, option.id)}
        removed={t('schoolsettings_lists_deleted', { name })}
        onRemoved={() => void changed()}
        inUse={uses ? t('schoolsettings_lists_in_use', { uses }) : undefined}
      />
    </Group>
  );
  const [own, other] = languagesOf(locale);
  if (phone) {
    // A phone: one card per option, its texts above what uses it and its buttons.
    return (
      <Paper component="li" withBorder p="sm" data-testid="static-option-row">
        {editing ? (
          editForm
        ) : (
          <Stack gap={6}>
            <Text fw={600} lang={own} data-testid="static-option-name">
              {text(option.translations[own])}
            </Text>
            <Text size="sm" lang={other}>
              <span className="visually-hidden">{t(TEXT_KEYS[other])}: </span>
              {text(option.translations[other])}
            </Text>
            {usedBy}
            {buttons}
          </Stack>
        )}
      </Paper>
    );
  }
  if (editing) {
    return (
      <Table.Tr data-testid="static-option-row">
        <Table.Td colSpan={4}>{editForm}</Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-testid="static-option-row">
      <Table.Th scope="row" fw={600} lang={own} data-testid="static-option-name">
        {text(option.translations[own])}
      </Table.Th>
      <Table.Td lang={other}>{text(option.translations[other])}</Table.Td>
      <Table.Td>{usedBy}</Table.Td>
      <Table.Td>{buttons}</Table.Td>
    </Table.Tr>
  );
}

function EditOptionForm({
  schoolId,
  scope,
  option,
  onDone,
}: {
  schoolId: number;
  scope: StaticListScope;
  option: StaticOptionAdmin;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { form, toBody } = useOptionTextsForm(option.translations);
  const changed = useStaticListChanged(schoolId, scope);
  const save = useMutation({
    mutationFn: (values: StaticOptionCreateInput) =>
      updateStaticOption(schoolId, scope, option.id, {
        translations: toBody(values).translations,
      }),
    onSuccess: (saved) => {
      void changed();
      notifySuccess(t('schoolsettings_lists_saved', { name: staticOptionText(saved, locale) }));
      onDone();
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="static-option-edit-form"
      aria-label={t('schoolsettings_lists_edit_named', { name: staticOptionText(option, locale) })}
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="xs">
        <StaticOptionFields form={form} idPrefix={`static-option-${option.id}`} autoFocus />
        <Text size="xs" c="dimmed">
          {t('schoolsettings_lists_code', { code: option.ext_id })}
        </Text>
        <Group gap="xs">
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('schoolsettings_info_save')}
          </Button>
          <Button type="button" size="sm" variant="default" onClick={onDone}>
            {t('form_cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
