import type {
  PublicationArea,
  PublicationSettings,
  PublicationSettingsInput,
} from '@alumni/domain';
import { apiPath, PUBLICATION_SETTING_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of an area's validation settings. */
export const publicationSettingsKey = (area: PublicationArea) =>
  ['school-settings', 'validation', area] as const;

/** `GET /api/school-settings/validation/{area}/`: the area's flags and refusal reasons. */
export const fetchPublicationSettings = (area: PublicationArea, signal?: AbortSignal) =>
  api.get<PublicationSettings>(apiPath(PUBLICATION_SETTING_PATHS.settings, { area }), signal);

/** `PUT /api/school-settings/validation/{area}/`: saves the flags and the whole reason list. */
export const putPublicationSettings = (area: PublicationArea, body: PublicationSettingsInput) =>
  api.put<PublicationSettings>(apiPath(PUBLICATION_SETTING_PATHS.settings, { area }), body);
