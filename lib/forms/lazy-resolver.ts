import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

export type SchemaLoader<TOutput> = () => Promise<z.ZodMiniType<TOutput, FieldValues>>;

/**
 * A react-hook-form resolver that loads the form's zod schema (and zod with it) the first time it
 * is needed, so a form page's first load carries no validation library. `preload` starts loading
 * early, for instance when the user first focuses a field. A failed load is retried next time.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(loadSchema: SchemaLoader<TOutput>) {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | null = null;

  const load = () => {
    pending ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await load())(values, context, options);

  return { resolver, preload: () => void load().catch(() => undefined) };
}
