import type {
  ActivationBody,
  ActivationCheck,
  ActivationResult,
  ErrorDetail,
  LoginInput,
  Me,
  PasswordResetInput,
  Ping,
  RegistrationInput,
} from '@alumni/domain';
import { api } from '../../api/client.ts';

/** `GET /api/users/ping/`: the id of the session's user; rejects when the session is gone. */
export function pingSession(signal?: AbortSignal): Promise<Ping> {
  return api.get<Ping>('/api/users/ping/', signal);
}

/** `POST /api/auth/login/` with `{ email, password }`: the signed-in user. */
export function postLogin(credentials: LoginInput): Promise<Me> {
  return api.post<Me>('/api/auth/login/', credentials);
}

/** `DELETE /api/auth/logout/` (spec 2 §7). */
export function deleteSession(): Promise<unknown> {
  return api.delete<unknown>('/api/auth/logout/');
}

/** `POST /api/auth/password/forgot/`: the same answer whether the e-mail has an account or not. */
export function postForgotPassword(email: string): Promise<ErrorDetail> {
  return api.post<ErrorDetail>('/api/auth/password/forgot/', { email });
}

/** `POST /api/auth/password/reset/` with the token of the e-mailed link. */
export function postResetPassword(input: PasswordResetInput): Promise<ErrorDetail> {
  return api.post<ErrorDetail>('/api/auth/password/reset/', input);
}

/** `POST /api/registration/`: 201 `{detail}`, the activation link goes by e-mail. */
export function postRegistration(input: RegistrationInput): Promise<ErrorDetail> {
  return api.post<ErrorDetail>('/api/registration/', input);
}

export const activationKey = (token: string) => ['registration', 'activation', token] as const;

/** `GET /api/registration/activation/?token=`: 410 when the link is invalid or expired. */
export function fetchActivation(token: string, signal?: AbortSignal): Promise<ActivationCheck> {
  return api.get<ActivationCheck>(
    `/api/registration/activation/?token=${encodeURIComponent(token)}`,
    signal,
  );
}

/** `POST /api/registration/activation/`: activates the account, opening a session when it may. */
export function postActivation(input: ActivationBody): Promise<ActivationResult> {
  return api.post<ActivationResult>('/api/registration/activation/', input);
}
