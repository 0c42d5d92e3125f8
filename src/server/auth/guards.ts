import type { FastifyRequest } from 'fastify';

/** The guards every product route that needs to know the reader goes through (plugin.ts). */
export type AuthGuards = {
  requireUser: (request: FastifyRequest) => Promise<void>;
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /** Puts the signed-in user on the request when there is one; lets visitors through. */
  identifyUser: (request: FastifyRequest) => Promise<void>;
};
