import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequests } from './errors';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

const OUT_OF_RANGE = 'A value in this request is out of the allowed range. Please check it.';
const BAD_DATE = 'A date or time in this request is not valid. Please check it.';

/**
 * PostgreSQL refusals that only bad input or a race can cause, as client errors: text with a
 * NUL character (which PostgreSQL cannot store), a value a check constraint refuses, a date or
 * time PostgreSQL cannot read or hold, and a reference to a row deleted a moment ago. Validation
 * should catch these first; this is the safety net for what it misses.
 */
const databaseErrors: Record<string, { status: number; message: string }> = {
  '22021': { status: 400, message: 'Text cannot contain the NUL character' },
  '22P05': { status: 400, message: 'Text cannot contain the NUL character' },
  '23514': { status: 400, message: OUT_OF_RANGE },
  '22007': { status: 400, message: BAD_DATE },
  '22008': { status: 400, message: BAD_DATE },
  '23503': { status: 409, message: 'Something this refers to was just deleted. Please reload.' },
};

/** The SQLSTATE of a pg error, also when Drizzle wrapped it ("Failed query: …"). */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** One place that turns every error into `{ message }` with the right status. Input never causes a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const thrown: unknown = error;
    if (thrown instanceof TooManyRequests && thrown.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.ceil(thrown.retryAfterSeconds)));
    }
    if (error instanceof HttpError) {
      const { message, code } = error;
      return reply.status(error.statusCode).send(code ? { message, code } : { message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? 'Invalid request' });
    }
    const database = databaseErrors[databaseErrorCode(error) ?? ''];
    if (database) return reply.status(database.status).send({ message: database.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientErrorMessages[error.code] ?? error.message;
      return reply.status(status).send({ message });
    }
    request.log.error(error);
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
