import {
  apiPath,
  type Erasure,
  PERSONAL_DATA_PATHS,
  type PersonalDataExport,
} from '@alumni/domain';
import type { ErasureRow } from './erasure.service.ts';
import type { ExportRow } from './exports.service.ts';

/** What goes out of the personal-data API, field by field (contract api/personal-data.ts). */

export function presentExport(row: ExportRow): PersonalDataExport {
  const ready = row.status === 'ready' && !!row.expiresAt && row.expiresAt > new Date();
  return {
    id: row.id,
    status:
      row.status === 'ready' && !ready ? 'expired' : (row.status as PersonalDataExport['status']),
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    download: ready ? apiPath(PERSONAL_DATA_PATHS.exportDownload, { id: row.id }) : null,
  };
}

export function presentErasure(row: ErasureRow | null): { erasure: Erasure | null } {
  if (!row) return { erasure: null };
  return {
    erasure: {
      id: row.id,
      scope: row.scope as Erasure['scope'],
      due_at: row.dueAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      by_admin: row.requestedBy !== row.userId,
    },
  };
}
