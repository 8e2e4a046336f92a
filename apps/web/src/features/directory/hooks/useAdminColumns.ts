import { useCallback, useState } from 'react';
import type { AdminColumn } from '../adminColumns.ts';
import { loadAdminColumns, orderedColumns, saveAdminColumns } from '../adminColumns.ts';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The admin list's chosen columns, remembered in this browser for the school. */
export function useAdminColumns(): [AdminColumn[], (columns: AdminColumn[]) => void] {
  const [columns, setColumns] = useState<AdminColumn[]>(() => loadAdminColumns(browserStorage()));
  const choose = useCallback((next: AdminColumn[]) => {
    const ordered = orderedColumns(next);
    setColumns(ordered);
    saveAdminColumns(browserStorage(), ordered);
  }, []);
  return [columns, choose];
}
