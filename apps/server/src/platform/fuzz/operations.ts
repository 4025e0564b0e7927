import type { FastifyInstance } from 'fastify';

// Every operation of the API, read from the OpenAPI document the app serves (@fastify/swagger), so a
// route added later is fuzzed without anyone listing it.

export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  $ref?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/v3/user/pincode/{pincode}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** A session is required: `security` names one and offers no empty (anonymous) alternative. */
  signedIn: boolean;
  /** Shown in failures. */
  name: string;
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
};

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc.components?.schemas?.[name]);
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = op.security ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) ?? {} })),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        signedIn: security.length > 0 && security.every((s) => Object.keys(s).length > 0),
        name: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations;
}
