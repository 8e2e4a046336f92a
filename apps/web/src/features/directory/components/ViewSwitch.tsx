import type { DirectoryType } from '@alumni/domain';
import { isDirectoryType } from '@alumni/domain';
import { Center, SegmentedControl } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconLayoutGrid, IconList, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const VIEWS: Record<DirectoryType, { key: string; icon: Icon }> = {
  grid: { key: 'directory_view_grid', icon: IconLayoutGrid },
  list: { key: 'directory_view_list', icon: IconList },
  map: { key: 'directory_view_map', icon: IconMap },
};

/**
 * The directory's views (spec 1 §2 Directory: grid, admin list, map) as one radio group: only
 * those offered to the viewer are shown.
 */
export function ViewSwitch({
  value,
  offered,
  onChange,
}: {
  value: DirectoryType;
  offered: readonly DirectoryType[];
  onChange: (type: DirectoryType) => void;
}) {
  const { t } = useTranslation();
  if (offered.length < 2) return null;
  return (
    <SegmentedControl
      aria-label={t('directory_view_label')}
      value={value}
      onChange={(next) => {
        if (isDirectoryType(next)) onChange(next);
      }}
      data={offered.map((type) => {
        const { key, icon: ViewIcon } = VIEWS[type];
        return {
          value: type,
          label: (
            <Center style={{ gap: 6 }}>
              <ViewIcon aria-hidden="true" size={16} />
              <span>{t(key)}</span>
            </Center>
          ),
        };
      })}
    />
  );
}
