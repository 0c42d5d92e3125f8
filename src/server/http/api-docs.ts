import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { routeSecurity, securitySchemes, type SecurityRequirement } from './route-security';

/** The OpenAPI 3.1 description of every API route, as JSON. */
export const API_DESCRIPTION_PATH = '/api/openapi.json';
/** A page that reads the description: every route with its parameters, bodies and answers. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The areas of the API in the order a reader meets the product, each a section of the page. A
 * route's area is its tags, or else the first segment of its path after /api/.
 */
const areas = [
  ['listings', 'Items for sale: the feed, one listing, and what its seller changes.'],
  ['wtb-listings', 'Want-to-buy requests: what people are looking for.'],
  ['users', "Public profiles and each person's listings and requests."],
  ['conversations', 'Direct messages: the inbox, one conversation and its messages, read marks.'],
  ['messages', 'Sending a message in a conversation.'],
  ['chatimages', 'Images sent in a conversation, for its participants only.'],
  ['live', "The signed-in user's Server-Sent Events stream: new messages and read marks."],
  ['uploads', 'Photos for listings, profiles and messages, before they are used.'],
  ['auth', 'Accounts: sign-up, sign-in, e-mail verification, passwords and the current user.'],
  ['identity', 'What the browser reaches directly: Discord sign-in, verification and reset links.'],
  ['login', 'Where an expired session sends the browser.'],
  ['admin', 'Moderation, for administrators.'],
  ['health', 'For load balancers: liveness and readiness.'],
  ['dev', 'Development only: the mail the server would have sent.'],
].map(([name, description]) => ({ name: name!, description }));

/** What the error answers every route lists mean, in place of the generator's "Default Response". */
const errorAnswers: Record<string, string> = {
  '4xx':
    'Refused: invalid input, not signed in, not allowed, not found, a conflict or too many ' +
    'requests; the message says which.',
  '5xx': 'Failed on the server, or this instance cannot serve yet; try again later.',
};

type RouteSchema = {
  tags?: string[];
  hide?: boolean;
  description?: string;
  security?: SecurityRequirement[];
  response?: Record<string, object>;
};

/**
 * Each route's zod schemas as JSON Schema; routes without tags of their own are grouped by the
 * first segment after /api/, so the page shows one section per area (listings, auth...). What a
 * route asks of the caller comes from its guard (route-security.ts), unless its schema says.
 */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as RouteSchema;
  if (schema.hide) return result;
  const area = /^\/api\/([^/]+)/.exec(result.url)?.[1];
  const response =
    schema.response &&
    Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [
        status,
        errorAnswers[status] ? { description: errorAnswers[status], ...answer } : answer,
      ]),
    );
  const { security, note } = schema.security
    ? { security: schema.security, note: undefined }
    : routeSecurity(input.route);
  const description = [note, schema.description].filter(Boolean).join(' ') || undefined;
  return {
    ...result,
    schema: {
      ...schema,
      tags: schema.tags ?? (area ? [area] : undefined),
      security,
      description,
      response,
    },
  };
};

type WithComponents = { components?: { schemas?: Record<string, object> } };

/**
 * Shared schemas registered with an id (the error body) become components twice, for input and
 * for output; only the ones the routes refer to (directly or through another component) stay, so
 * the page lists no unused schema.
 */
function withReferencedSchemasOnly<T extends WithComponents>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  let unread = [
    JSON.stringify({ ...document, components: { ...document.components, schemas: {} } }),
  ];
  while (unread.length > 0) {
    const found = [...unread.join('').matchAll(/"#\/components\/schemas\/([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((name) => !used.has(name));
    found.forEach((name) => used.add(name));
    unread = found.map((name) => JSON.stringify(schemas[name] ?? null));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as T;
}

const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  return 'components' in document ? withReferencedSchemasOnly(document) : document;
};

/**
 * The API description, generated from the zod schemas every route declares (so it cannot drift
 * from what the server checks), and a reference page for it. Registered before the routes: the
 * description collects them as they are added.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [{ url: publicUrl, description: 'This server (PUBLIC_URL)' }],
      info: {
        title: 'Rotation API',
        version: packageJson.version,
        description:
          'The HTTP API of Rotation, a peer-to-peer resale marketplace. Requests and answers are ' +
          'JSON unless a route says otherwise; every refusal or failure answers `{ "message" }` ' +
          'with a sentence a person can act on. Routes for signed-in people take the session ' +
          'cookie or the same session as a bearer token (their `security`).',
      },
      tags: areas,
      components: { securitySchemes },
    },
    // Routes keep their full path (/api/...) whatever path PUBLIC_URL has.
    stripBasePath: false,
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Rotation API' },
    uiConfig: { docExpansion: 'list' },
  });
  app.get(API_DESCRIPTION_PATH, { schema: { hide: true } }, async () => app.swagger());
}
