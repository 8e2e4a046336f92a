import type { TermsAcceptance } from '@alumni/domain';
import { apiPath, TERMS_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** `POST /api/users/me/terms/accept/`: the member accepts the school's current terms. */
export const postTermsAccept = () => api.post<TermsAcceptance>(apiPath(TERMS_PATHS.accept));
