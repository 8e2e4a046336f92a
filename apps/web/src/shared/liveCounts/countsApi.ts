import type { ValidationCounts } from '@alumni/domain';
import { apiPath, VALIDATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

// Apart from api.ts: the live counters load with every page (RootRoute), the validations
// centre's calls and their words with its page only.

export const validationCountsKey = ['validations', 'counts'] as const;

/** `GET /api/validations/`: pending items per type, for validators and super users (403 otherwise). */
export const fetchValidationCounts = (signal?: AbortSignal) =>
  api.get<ValidationCounts>(apiPath(VALIDATION_PATHS.counts), signal);
