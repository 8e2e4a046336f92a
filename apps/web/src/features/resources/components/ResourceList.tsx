import type { Resource, ResourceCreate } from '@alumni/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import {
  createResource,
  deleteResource,
  fetchResources,
  resourcesKey,
  updateResource,
} from '../api.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { moveButtonId, ResourceItem } from './ResourceItem.tsx';

type Direction = 'up' | 'down';

/** What every change refreshes: the list. */
function useResourcesChanged() {
  const queryClient = useQueryClient();
  const school = useSchool();
  return () => queryClient.invalidateQueries({ queryKey: resourcesKey(school.id) });
}

/**
 * Gives the focus to a resource's move button in `direction`, or to the other one when it
 * reached an end of the list (its button is then disabled).
 */
function focusMoveButton(id: number, direction: Direction): void {
  const same = document.getElementById(moveButtonId(id, direction));
  const other = document.getElementById(moveButtonId(id, direction === 'up' ? 'down' : 'up'));
  (same && !same.hasAttribute('disabled') ? same : other)?.focus();
}

/**
 * The resources the viewer may download, in the admins' order (issue 31 item 7). With
 * `manage` (the school's admins), the form that adds one above the list, and each resource's
 * audience, downloads and buttons: move, edit in place, delete after a question.
 */
export function ResourceList({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const school = useSchool();
  const resources = useQuery({
    queryKey: resourcesKey(school.id),
    queryFn: ({ signal }) => fetchResources(signal),
  });
  return (
    <Stack gap="lg">
      {manage && <AddResource />}
      {resources.isPending ? (
        <PageLoader />
      ) : resources.isError ? (
        <LoadError onRetry={() => void resources.refetch()} />
      ) : resources.data.length === 0 ? (
        <Text data-testid="resources-empty">{t('resources_empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {resources.data.map((resource, index) => (
            <li key={resource.id}>
              <ResourceRow
                resource={resource}
                index={index}
                count={resources.data.length}
                manage={manage}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** "Add a resource": a button that opens the form in its place. */
function AddResource() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changed = useResourcesChanged();
  const add = useMutation({ mutationFn: (body: ResourceCreate) => createResource(body) });
  if (!open) {
    return (
      <Button
        leftSection={<IconPlus aria-hidden="true" size={18} />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('resources_add')}
      </Button>
    );
  }
  return (
    <ResourceForm
      legend={t('resources_add_legend')}
      submitLabel={t('resources_add_submit')}
      saving={add.isPending}
      testId="resource-add-form"
      onCancel={() => setOpen(false)}
      onSubmit={(values, form) =>
        add.mutate(values as ResourceCreate, {
          onSuccess: async (resource) => {
            await changed();
            notifySuccess(t('resources_added', { name: resource.title }));
            setOpen(false);
          },
          onError: (error) => showApiError(form, error),
        })
      }
    />
  );
}

/** One resource, or its form while an admin edits it. */
function ResourceRow({
  resource,
  index,
  count,
  manage,
}: {
  resource: Resource;
  index: number;
  count: number;
  manage: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const changed = useResourcesChanged();
  // The direction of a move under way: once the row has moved (its index changed, whenever the
  // list is read again), the focus goes back to its button, which the move blurred.
  const refocus = useRef<Direction | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row's place changes.
  useEffect(() => {
    const direction = refocus.current;
    if (!direction) return;
    refocus.current = null;
    focusMoveButton(resource.id, direction);
  }, [index, resource.id]);
  const move = useMutation({
    mutationFn: (direction: Direction) =>
      updateResource(resource.id, { order: index + (direction === 'up' ? -1 : 1) }),
    onMutate: (direction) => {
      refocus.current = direction;
    },
    onSuccess: async (_moved, direction) => {
      await changed();
      notifySuccess(t('resources_moved', { name: resource.title }));
      requestAnimationFrame(() => focusMoveButton(resource.id, direction));
    },
    onError: (error) => {
      refocus.current = null;
      void notifyError(error);
    },
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateResource>[1]) => updateResource(resource.id, body),
  });
  const remove = useMutation({
    mutationFn: () => deleteResource(resource.id),
    onSuccess: async () => {
      await changed();
      notifySuccess(t('resources_deleted', { name: resource.title }));
    },
    onError: (error) => void notifyError(error),
  });
  if (editing) {
    return (
      <ResourceForm
        resource={resource}
        legend={t('resources_edit_legend', { name: resource.title })}
        submitLabel={t('form_save')}
        saving={save.isPending}
        testId="resource-edit-form"
        onCancel={() => setEditing(false)}
        onSubmit={(values, form) =>
          save.mutate(values, {
            onSuccess: async (saved) => {
              await changed();
              notifySuccess(t('resources_saved', { name: saved.title }));
              setEditing(false);
            },
            onError: (error) => showApiError(form, error),
          })
        }
      />
    );
  }
  return (
    <ResourceItem
      resource={resource}
      manage={
        manage
          ? {
              first: index === 0,
              last: index === count - 1,
              moving: move.isPending ? (move.variables ?? null) : null,
              onMove: (direction) => move.mutate(direction),
              onEdit: () => setEditing(true),
              onDelete: () =>
                void confirmDecision(
                  {
                    title: t('resources_delete_title', { name: resource.title }),
                    message: t('resources_delete_message'),
                    confirmLabel: t('resources_item_delete'),
                  },
                  { cancel: t('form_cancel'), close: t('close') },
                  () => remove.mutate(),
                ),
            }
          : undefined
      }
    />
  );
}
