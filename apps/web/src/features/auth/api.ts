import type {
  ActivationBody,
  ActivationCheck,
  ActivationResult,
  ActivationSent,
  ErrorDetail,
  LoginInput,
  Me,
  PasswordResetInput,
  Ping,
  RegistrationInput,
} from '@alumni/domain';
import { AUTH_PATHS, apiPath, REGISTRATION_PATHS, USER_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** `GET /api/users/ping/`: the id of the session's user; rejects when the session is gone. */
export function pingSession(signal?: AbortSignal): Promise<Ping> {
  return api.get<Ping>(apiPath(USER_PATHS.ping), signal);
}

/** `POST /api/auth/login/` with `{ email, password }`: the signed-in user. */
export function postLogin(credentials: LoginInput): Promise<Me> {
  return api.post<Me>(apiPath(AUTH_PATHS.login), credentials);
}

/** `DELETE /api/auth/logout/` (spec 2 §7). */
export function deleteSession(): Promise<unknown> {
  return api.delete<unknown>(apiPath(AUTH_PATHS.logout));
}

/** `POST /api/auth/password/forgot/`: the same answer whether the e-mail has an account or not. */
export function postForgotPassword(email: string): Promise<ErrorDetail> {
  return api.post<ErrorDetail>(apiPath(AUTH_PATHS.forgotPassword), { email });
}

/** `POST /api/auth/password/reset/` with the token of the e-mailed link. */
export function postResetPassword(input: PasswordResetInput): Promise<ErrorDetail> {
  return api.post<ErrorDetail>(apiPath(AUTH_PATHS.resetPassword), input);
}

/** `POST /api/registration/`: 201 `{detail}`, the activation link goes by e-mail. */
export function postRegistration(input: RegistrationInput): Promise<ErrorDetail> {
  return api.post<ErrorDetail>(apiPath(REGISTRATION_PATHS.register), input);
}

export const activationKey = (token: string) => ['registration', 'activation', token] as const;

/** `GET /api/registration/activation/?token=`: 410 when the link is invalid or expired. */
export function fetchActivation(token: string, signal?: AbortSignal): Promise<ActivationCheck> {
  return api.get<ActivationCheck>(
    apiPath(REGISTRATION_PATHS.activation, undefined, { token }),
    signal,
  );
}

/** `POST /api/registration/activation/`: activates the account, opening a session when it may. */
export function postActivation(input: ActivationBody): Promise<ActivationResult> {
  return api.post<ActivationResult>(apiPath(REGISTRATION_PATHS.activation), input);
}

/**
 * `POST /api/registration/activation/renewal/` `{token}`: the expired-link page's "send a new
 * link"; 409 when the account is active, 410 when the token names nobody, 429 within 15 minutes.
 */
export function postActivationRenewal(token: string): Promise<ActivationSent> {
  return api.post<ActivationSent>(apiPath(REGISTRATION_PATHS.activationRenewal), { token });
}
