import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { checkPasswordStrength, passwordContext } from '@/shared/password-strength';
import { ACCOUNT_ERROR_CODES, PASSWORD_MAX_LENGTH } from '@/shared/schemas/user';

type PersonFields = { email?: string; username?: string | null };
type PasswordBeingSet = { password: unknown; person: PersonFields | null };

/**
 * Every Better Auth endpoint that sets a password, with the person it is for. Only sign-up and
 * reset are reachable (through /api/auth), but a change or a first password set by Better Auth
 * itself is held to the same rule, so a new route cannot skip it.
 */
const SETTERS: Record<
  string,
  (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) => Promise<PasswordBeingSet>
> = {
  '/sign-up/email': async (ctx) => ({
    password: ctx.body?.password,
    person: { email: String(ctx.body?.email ?? '') },
  }),
  '/reset-password': async (ctx) => {
    const token = String(ctx.body?.token ?? ctx.query?.token ?? '');
    const verification = token
      ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
      : null;
    const user = verification
      ? await ctx.context.internalAdapter.findUserById(verification.value)
      : null;
    return { password: ctx.body?.newPassword, person: user as PersonFields | null };
  },
  '/change-password': async (ctx) => ({
    password: ctx.body?.newPassword,
    person: (await getSessionFromCtx(ctx))?.user ?? null,
  }),
  '/set-password': async (ctx) => ({
    password: ctx.body?.newPassword,
    person: (await getSessionFromCtx(ctx))?.user ?? null,
  }),
};

/**
 * Better Auth's before-hook that refuses a new password zxcvbn judges guessable, the person's
 * address and username given as context (docs/product.md, Passwords; decision 051). The
 * browser's meter is advice; this is the guard.
 */
export const passwordStrengthGuard = createAuthMiddleware(async (ctx) => {
  const setter = SETTERS[ctx.path];
  if (!setter) return;
  const { password, person } = await setter(ctx);
  // A missing or over-long password is the endpoint's own refusal; so is an unknown reset token.
  if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH) return;
  if (ctx.path === '/reset-password' && !person) return;
  const context = passwordContext({
    email: person?.email,
    username: person?.username ?? undefined,
  });
  const verdict = await checkPasswordStrength(password, context);
  if (!verdict.acceptable) {
    throw new APIError('BAD_REQUEST', {
      message: verdict.problem!,
      code: ACCOUNT_ERROR_CODES.passwordTooWeak,
    });
  }
});
