import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver, with the schema (and zod with it) imported at the form's first
 * check instead of with its screen: for the login, whose first load must stay small (issue 23).
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType<T, T>>): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
      resolver = zodResolver(schema) as unknown as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
