import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from '../validation.ts';
import { BadRequestSchema, ErrorDetailSchema } from './shared.ts';
import { MeSchema } from './users.ts';

/** Contract of sign-in, sign-out and password recovery (spec 2 §7, `/api/auth/…`). */

/** Body of `POST /api/auth/login/`. */
export const LoginBodySchema = loginSchema();
/** Body of `POST /api/auth/password/forgot/`. */
export const ForgotPasswordBodySchema = forgotPasswordSchema();
/** Body of `POST /api/auth/password/reset/`. */
export const PasswordResetBodySchema = passwordResetSchema();

export const LoginResponses = {
  200: MeSchema,
  400: BadRequestSchema,
  429: ErrorDetailSchema,
};
export const DetailResponses = {
  200: ErrorDetailSchema,
  400: BadRequestSchema,
  429: ErrorDetailSchema,
};
export const LogoutResponses = { 204: z.null() };
