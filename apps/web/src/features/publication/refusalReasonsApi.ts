import type { PublicationArea, RefusalReasonList } from '@alumni/domain';
import { apiPath, PUBLICATION_SETTING_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of an area's refusal reasons. */
export const refusalReasonsKey = (area: PublicationArea) => ['refusal-reasons', area] as const;

/** `GET /api/school-settings/validation/{area}/reasons/`: the reasons a validator ticks. */
export const fetchRefusalReasons = (area: PublicationArea, signal?: AbortSignal) =>
  api.get<RefusalReasonList>(apiPath(PUBLICATION_SETTING_PATHS.reasons, { area }), signal);
