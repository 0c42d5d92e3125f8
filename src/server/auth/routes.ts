import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  authProvidersSchema,
  authUserSchema,
  sessionStateSchema,
  credentialsSchema,
  newPasswordSchema,
  signInResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@/shared/schemas/user';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInOrVisitor } from '@/server/http/route-security';
import { identityHeaders, signedInUser } from './plugin';
import * as service from './service';

/** The caller as the account service sees them: the trusted address and identity headers. */
function callerOf(request: FastifyRequest): service.Caller {
  return { ip: request.ip, headers: identityHeaders(request) };
}

const emailBody = credentialsSchema.pick({ email: true });
const confirms = { 200: accountMessageSchema, ...errorResponses };

/** The product's account API (sign-up, sign-in, e-mails, password reset) on top of Better Auth. */
export const authRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'identity' | 'guards' | 'config'>
> = async (app, deps) => {
  const { guards, config } = deps;

  app.post(
    '/api/auth/signup',
    {
      schema: {
        operationId: 'signUp',
        summary: 'Create an account; a verification link is e-mailed',
        body: signUpSchema,
        response: { 200: signUpResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.signUp(deps, callerOf(request), request.body),
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        body: credentialsSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { answer, cookies } = await service.signIn(deps, callerOf(request), request.body);
      reply.header('set-cookie', cookies);
      return answer;
    },
  );

  app.post(
    '/api/auth/signout',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out',
        // Ends the session it is given; without one it has nothing to end, and says the same.
        security: signedInOrVisitor,
        response: confirms,
      },
    },
    async (request, reply) => {
      const cookies = await service.signOut(deps, callerOf(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'E-mail the verification link again',
        body: emailBody,
        response: confirms,
      },
    },
    async (request) => service.resendVerification(deps, callerOf(request), request.body.email),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        body: emailBody,
        response: confirms,
      },
    },
    async (request) => service.requestPasswordReset(deps, callerOf(request), request.body.email),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the e-mailed token',
        body: newPasswordSchema,
        response: confirms,
      },
    },
    async (request) => service.resetPassword(deps, callerOf(request), request.body),
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user',
        response: { 200: authUserSchema, ...errorResponses },
      },
    },
    async (request) => signedInUser(request),
  );

  // The app's start-up check: nobody signed in is an answer like any other, not an error (a 401
  // would be logged by the browser as a failed request on every visitor's first page).
  app.get(
    '/api/auth/session',
    {
      onRequest: guards.identifyUser,
      schema: {
        operationId: 'getSession',
        summary: 'Who is signed in, if anyone',
        response: { 200: sessionStateSchema, ...errorResponses },
      },
    },
    async (request) => ({ user: request.user }),
  );

  /** Which sign-in methods the login page offers: Discord only when it is configured. */
  app.get(
    '/api/auth/providers',
    {
      schema: {
        operationId: 'listSignInProviders',
        summary: 'Which sign-in methods this server offers',
        response: { 200: authProvidersSchema, ...errorResponses },
      },
    },
    async () => ({ email: true, discord: Boolean(config.discord) }),
  );

  // Where a client is sent when its session has expired.
  app.get(
    '/api/login',
    {
      schema: {
        operationId: 'redirectToLogin',
        summary: 'Send the browser to the sign-in page',
        response: { 302: z.null().describe('Redirect to /login'), ...errorResponses },
      },
    },
    async (_request, reply) => reply.redirect('/login'),
  );
};
