import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const ctx = useTestApp();

type Answer = { description: string; content?: Record<string, { schema: JsonSchema }> };
type Parameter = { name: string; in: string; schema?: JsonSchema };
type SecurityRequirement = Record<string, string[]>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  responses?: Record<string, Answer>;
};
type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, object> };
};

/** The description's own routes: the page, its assets and the description itself. */
const DESCRIPTION_ROUTES = /^\/api\/(docs(\/|$)|openapi\.json$)/;

/**
 * Every route the router holds, as "METHOD /path". Fastify lists its routes only as a printed
 * radix tree: each line is one node, indented four characters a level, and a route's path is its
 * node's text after the texts of the nodes above it.
 */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = [...node[1]!].length / 4;
    prefixes.length = depth;
    const path = prefixes.join('') + node[2];
    prefixes.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Fastify's `:name` and `*` path parameters, written as the description writes them. */
function inOpenApiNotation(route: string): string {
  return route.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

/**
 * Whether a route declares a success (or redirect) answer. Without any response schema the
 * generator writes a bare `200` placeholder, and nothing checks what the route sends.
 */
function declaresSuccess(operation: Operation): boolean {
  const statuses = Object.keys(operation.responses ?? {});
  const placeholder =
    statuses.length === 1 && statuses[0] === '200' && !operation.responses!['200']!.content;
  return !placeholder && statuses.some((status) => /^[23]/.test(status));
}

/** Whether an operation lets visitors in: no requirement at all, or `{}` among them. */
function visitorsAllowed(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length === 0 || security.some((scheme) => Object.keys(scheme).length === 0);
}

/** An address of the path with every parameter filled in (a guard refuses before they are read). */
function addressOf(route: string): string {
  return route.split(' ')[1]!.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
}

let document: OpenApiDocument;
let operations: { route: string; operation: Operation }[];

beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});

describe('the API description', () => {
  it('lists every API route the server answers, with its method', () => {
    const api = registeredRoutes(ctx.app.printRoutes())
      .filter((route) => !route.startsWith('HEAD '))
      .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
      .filter((route) => !DESCRIPTION_ROUTES.test(route.split(' ')[1]!))
      .map(inOpenApiNotation);
    // The parse found the routes at all (a change in the tree's format would find none).
    expect(api).toContain('GET /api/listings/{id}');
    expect(api).toContain('POST /api/identity/sign-out');

    const described = new Set(operations.map(({ route }) => route));
    expect(
      api.filter((route) => !described.has(route)),
      'answered but not described',
    ).toEqual([]);
    expect(
      [...described].filter((route) => !api.includes(route)),
      'described but not answered',
    ).toEqual([]);
  });

  it('is OpenAPI 3.1 with answers for every operation, and every reference resolves', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.title).toBe('Rotation API');
    for (const { route, operation } of operations) {
      expect(Object.keys(operation.responses ?? {}).length, route).toBeGreaterThan(0);
    }
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)];
    for (const [, reference] of references) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, reference).toHaveProperty([reference!.split('/').pop()!]);
    }
  });

  it("shows a route's success body and the shared error shape", () => {
    const health = document.paths['/api/health']!.get!.responses!;
    expect(health['200']!.content!['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { ok: { type: 'boolean' }, liveStreams: { type: 'integer' } },
      required: ['ok', 'liveStreams'],
    });
    for (const status of ['4XX', '5XX']) {
      expect(health[status]!.content!['application/json']!.schema.$ref).toBe(
        '#/components/schemas/Error',
      );
      expect(health[status]!.description).not.toBe('Default Response');
    }
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });

  it('has every route declare its success answer', () => {
    const undeclared = operations
      .filter(({ operation }) => !declaresSuccess(operation))
      .map(({ route }) => route);
    expect(
      undeclared,
      `routes without a success response schema:\n${undeclared.join('\n')}`,
    ).toEqual([]);
  });

  it('has every route that declares its answers list the error shape too', () => {
    const withoutErrors = operations
      .filter(({ operation }) => declaresSuccess(operation))
      .filter(({ operation }) =>
        ['4XX', '5XX'].some(
          (status) =>
            operation.responses?.[status]?.content?.['application/json']?.schema.$ref !==
            '#/components/schemas/Error',
        ),
      )
      .map(({ route }) => route);
    expect(withoutErrors, `spread errorResponses into these:\n${withoutErrors.join('\n')}`).toEqual(
      [],
    );
  });
});

describe('what a client generator or a contract fuzzer reads', () => {
  it('names and summarises every operation, each with its own operationId', () => {
    const unnamed = operations.filter(
      ({ operation }) => !operation.operationId || !operation.summary,
    );
    expect(
      unnamed.map(({ route }) => route),
      'add operationId and summary to their schema',
    ).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.paths['/api/listings']!.get!.operationId).toBe('listListings');
    expect(document.paths['/api/listings']!.post!.operationId).toBe('createListing');
  });

  it('says for every operation whether it needs a session, by declared schemes', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    expect(schemes.sort()).toEqual(['bearerToken', 'sessionCookie']);
    for (const { route, operation } of operations) {
      expect(operation.security, route).toBeInstanceOf(Array);
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) expect(schemes, route).toContain(scheme);
      }
    }
    const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(document.paths['/api/listings']!.post!.security).toEqual(signedIn);
    expect(document.paths['/api/listings/{id}']!.get!.security).toEqual([]);
    // The feed reads a session when there is one (blocked people leave it), visitors welcome.
    expect(document.paths['/api/listings']!.get!.security).toEqual([{}, ...signedIn]);
    const adminOnly = document.paths['/api/admin/listings/{id}']!.delete!;
    expect(adminOnly.security).toEqual(signedIn);
    expect(adminOnly.description).toMatch(/^Administrators only\./);
  });

  it('refuses a visitor 401 where it says a session is needed, and on no other read', async () => {
    for (const { route, operation } of operations) {
      const method = route.split(' ')[0]! as 'GET';
      const needsSession = !visitorsAllowed(operation);
      if (!needsSession && method !== 'GET') continue;
      const response = await ctx.app.inject({ method, url: addressOf(route) });
      if (needsSession) {
        expect(response.statusCode, route).toBe(401);
        expect(response.json(), route).toEqual({ message: 'Unauthorized' });
      } else {
        expect(response.statusCode, route).not.toBe(401);
      }
    }
  });

  it('describes every query parameter with the schema its route validates it with', () => {
    const empty = operations.flatMap(({ route, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .filter((parameter) => Object.keys(parameter.schema ?? {}).length === 0)
        .map((parameter) => `${route} ${parameter.name}`),
    );
    expect(empty, 'query parameters without a schema').toEqual([]);
    const feed = Object.fromEntries(
      document.paths['/api/listings']!.get!.parameters!.map((p) => [p.name, p.schema!]),
    );
    expect(feed.limit).toMatchObject({ type: 'string', pattern: '^\\d{1,9}$' });
    expect(feed.sort!.enum).toContain('price_asc');
    expect(feed.minPrice).toMatchObject({ type: 'string' });
    expect(feed.cursor).toMatchObject({ type: 'string', maxLength: 200 });
  });

  it('names this server, at its public address', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: ctx.config.publicUrl })]);
  });
});

describe('the API reference page', () => {
  it('answers HTML whose scripts and styles all load from this origin, under the same CSP', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'an address on this origin').toMatch(/^\/api\/docs\//);
      const response = await ctx.app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }

    // What the page's script loads: the same description.
    const description = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(description.json()).toEqual(document);
  });

  it('answers a missing asset with the JSON 404 of every unknown API address', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No route for GET /api/docs/static/nothing.js' });
  });
});
