import type { Resource, ResourceFormat } from '@alumni/domain';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type Icon,
  IconArrowDown,
  IconArrowUp,
  IconDownload,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
  IconFileTypePng,
  IconGif,
  IconMovie,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { resourceFileUrl } from '../api.ts';
import { FORMAT_NAMES, fileSizeText } from '../resourcesRules.ts';

/** The picture of a format, when the resource has no emoji. */
const FORMAT_ICONS: Record<ResourceFormat, Icon> = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDocx,
  gif: IconGif,
  jpg: IconFileTypeJpg,
  png: IconFileTypePng,
  mp4: IconMovie,
};

/** The id of a resource's move button, to give the focus back to it once the list moved. */
export const moveButtonId = (id: number, direction: 'up' | 'down') =>
  `resource-${id}-move-${direction}`;

/**
 * One resource of the list (spec 1 §3 "Resource: icon, title, description, file"): its emoji
 * or its format's picture, its title, description, format and size, and its download link
 * (each download is counted by the API). For those who manage resources (`manage`), also who
 * may see it and how many times it was downloaded, and its buttons: move up and down, edit,
 * delete.
 */
export function ResourceItem({
  resource,
  manage,
}: {
  resource: Resource;
  manage?: {
    first: boolean;
    last: boolean;
    moving: 'up' | 'down' | null;
    onMove: (direction: 'up' | 'down') => void;
    onEdit: () => void;
    onDelete: () => void;
  };
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const FormatIcon = FORMAT_ICONS[resource.format];
  const headingId = `resource-${resource.id}-title`;
  const roles = resource.roles ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="resource-item">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box
          aria-hidden="true"
          w={48}
          h={48}
          style={{
            flex: 'none',
            display: 'grid',
            placeItems: 'center',
            fontSize: 32,
            lineHeight: 1,
          }}
        >
          {resource.icon ?? <FormatIcon size={36} stroke={1.5} />}
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {resource.title}
          </Title>
          {resource.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {resource.description}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('resources_item_meta', {
              format: FORMAT_NAMES[resource.format],
              size: fileSizeText(resource.size, locale),
            })}
          </Text>
          {manage && (
            <Group gap="xs" mt={4} data-testid="resource-audience">
              {roles.length === 0 ? (
                <Badge variant="outline" color="gray.7" tt="none">
                  {t('resources_item_everyone')}
                </Badge>
              ) : (
                roles.map((code) => (
                  <Badge key={code} variant="outline" color="dark" tt="none">
                    {roleNameOf(school, code, locale)}
                  </Badge>
                ))
              )}
              <Text size="sm" data-testid="resource-downloads">
                {t('resources_item_downloads', { count: resource.downloads ?? 0 })}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      <Group justify="space-between" mt="sm" gap="xs">
        <Button
          component="a"
          href={resourceFileUrl(resource.id)}
          download
          variant="light"
          leftSection={<IconDownload aria-hidden="true" size={18} />}
          aria-label={t('resources_item_download_named', { name: resource.title })}
        >
          {t('resources_item_download')}
        </Button>
        {manage && (
          <Group gap="xs">
            {(['up', 'down'] as const).map((direction) => (
              <ActionIcon
                key={direction}
                id={moveButtonId(resource.id, direction)}
                variant="default"
                size="lg"
                disabled={direction === 'up' ? manage.first : manage.last}
                loading={manage.moving === direction}
                aria-label={t(`resources_item_move_${direction}`, { name: resource.title })}
                onClick={() => manage.onMove(direction)}
              >
                {direction === 'up' ? (
                  <IconArrowUp aria-hidden="true" size={18} />
                ) : (
                  <IconArrowDown aria-hidden="true" size={18} />
                )}
              </ActionIcon>
            ))}
            <Button
              size="xs"
              variant="default"
              aria-label={t('resources_item_edit_named', { name: resource.title })}
              onClick={manage.onEdit}
            >
              {t('resources_item_edit')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={t('resources_item_delete_named', { name: resource.title })}
              onClick={manage.onDelete}
            >
              {t('resources_item_delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
