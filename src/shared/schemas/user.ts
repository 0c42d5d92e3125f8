import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/constants';

export const USERNAME_RULES = `Usernames are ${USERNAME_MIN} to ${USERNAME_MAX} letters and numbers, and can be changed once a week.`;

/** Each username message is followed by the rules text. */
export const usernameSchema = z
  .string({ error: `Username cannot be empty. ${USERNAME_RULES}` })
  .trim()
  .min(1, `Username cannot be empty. ${USERNAME_RULES}`)
  .regex(/^[A-Za-z0-9]*$/, `Username can only contain letters and numbers. ${USERNAME_RULES}`)
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters long. ${USERNAME_RULES}`)
  .max(USERNAME_MAX, `Username must be ${USERNAME_MAX} characters or less. ${USERNAME_RULES}`);

/** What anyone may see of a user: never e-mail or sign-in fields. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  activeListingCount: z.number().int(),
  soldListingCount: z.number().int(),
  wtbListingCount: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sellerSchema = z.object({
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const buyerSchema = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The signed-in user, as GET /api/auth/user returns it. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  usernameLastChanged: z.string().nullable(),
  /** False until the person picks their own username; that first pick starts no lock. */
  usernameChosen: z.boolean(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  discordId: z.string().nullable(),
  discordUsername: z.string().nullable(),
  authProvider: z.enum(['email', 'discord']),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/session: the user behind the session cookie, or null for a visitor. */
export const sessionStateSchema = z.object({ user: authUserSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/** Sign-up and sign-in bodies; the password rules are length only (no composition rules). */
export const credentialsSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be ${EMAIL_MAX_LENGTH} characters or less`)
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or less`),
});

export const signUpSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password.refine(
    (password) => password.length >= PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
});

const RESET_LINK_BROKEN = 'The reset link is not valid. Please ask for a new one.';

export const newPasswordSchema = z.object({
  token: z
    .string({ error: 'The reset link is not valid' })
    .min(1, 'The reset link is not valid')
    // A link can only carry a mangled token with control characters (NUL among them).
    .refine((token) => !/\p{Cc}/u.test(token), RESET_LINK_BROKEN),
  newPassword: signUpSchema.shape.password,
});

/**
 * The `code` beside `message` on the account refusals a client tells apart: sign-in answers 403
 * both before the address is verified and while the account is suspended, and only the first
 * has a remedy the form offers (Resend verification email).
 */
export const ACCOUNT_ERROR_CODES = {
  emailNotVerified: 'email_not_verified',
  accountSuspended: 'account_suspended',
  passwordTooWeak: 'password_too_weak',
} as const;

export const SIGN_UP_SUCCESS =
  'Sign up successful! Please check your email to verify your account.';

/** The answer of account actions that only confirm (sign-out, e-mails sent, password reset). */
export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** POST /api/auth/signup: the same answer whether or not the address already has an account. */
export const signUpResponseSchema = z.object({
  message: z.string(),
  /** The username the new account got (or would get, for an address already registered). */
  username: z.string(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/signin: the user, and the session token for clients without cookies. */
export const signInResponseSchema = z.object({
  user: authUserSchema,
  session: z.object({
    access_token: z.string(),
    /** Sessions renew on use, so this is the access token itself. */
    refresh_token: z.string(),
    expires_in: z.number().int().describe('Seconds'),
    token_type: z.literal('bearer'),
  }),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** GET /api/auth/providers: which sign-in methods the login page offers. */
export const authProvidersSchema = z.object({ email: z.boolean(), discord: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const usernameChangeSchema = z.object({ username: usernameSchema });

/** PATCH /api/auth/user. */
export const usernameChangeResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
  username_last_changed: z.string().nullable(),
});
export type UsernameChangeResponse = z.infer<typeof usernameChangeResponseSchema>;

/** POST /api/auth/user/profile-image. */
export const profileImageResponseSchema = z.object({
  profileImageUrl: z.string().nullable(),
  user: authUserSchema,
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** POST /api/auth/refresh-discord-avatar: `updated` is false when Discord had nothing new. */
export const discordAvatarRefreshSchema = z.object({ updated: z.boolean(), user: authUserSchema });
export type DiscordAvatarRefresh = z.infer<typeof discordAvatarRefreshSchema>;
