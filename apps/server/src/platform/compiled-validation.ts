import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { compile, type ZodType } from 'zod';

// Request validation through a parser that Zod generates once per schema (z.compile), with Zod's
// own parser as the fallback. A valid request gets the same value either way, and an invalid one
// is handed to the runtime parser, so its errors are Zod's own (the spec's messages). The
// generated parser builds only the output: a 10-line bill allocated ~50 kB in the runtime parser.
// That was half of what the main thread allocates per save, and under 64 concurrent saves its
// young collections paused every request in flight (docs/performance.md).
// A schema the generator cannot model is returned unchanged by compile(), and keeps the runtime.

// Generating takes about a millisecond per schema; the tests build the app many times in one
// process, each time with the same schema objects.
const generated = new WeakMap<ZodType, ZodType>();

function generatedFor(schema: ZodType): ZodType {
  let parser = generated.get(schema);
  if (!parser) {
    parser = compile(schema);
    generated.set(schema, parser);
  }
  return parser;
}

export const compiledValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: generatedFor(route.schema) });
