import { forgotPasswordSchema, loginSchema, passwordResetSchema } from '@alumni/domain';
import { z } from 'zod';
import { ErrorDetailSchema, ValidationErrorSchema } from '../../platform/openapi.ts';
import { MeSchema } from '../users/index.ts';

// English instances document the shapes in OpenAPI; handlers parse with the request's locale.
export const LoginBodyDoc = loginSchema('en');
export const ForgotBodyDoc = forgotPasswordSchema('en');
export const ResetBodyDoc = passwordResetSchema('en');

export const LoginResponses = {
  200: MeSchema,
  400: ValidationErrorSchema,
  429: ErrorDetailSchema,
};
export const DetailResponses = {
  200: ErrorDetailSchema,
  400: ValidationErrorSchema,
  429: ErrorDetailSchema,
};
export const LogoutResponses = { 204: z.null() };
