import { useCallback, useState } from 'react';

/** Code fetched on demand, once: `load` starts it (again after a failure), `current` once here. */
export interface LazyModule<T> {
  load: () => Promise<T>;
  current: () => T | undefined;
}

/**
 * Code a screen needs only once the visitor does something (a form's zod
 * schema, say), kept out of what the page loads up front (docs/decisions/013).
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined; // offline, say: a later attempt may fetch it
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * A lazy module in a component: undefined until it is here (the component
 * re-renders then), and the loader to start it or to wait for it.
 */
export function useLazyModule<T>(module: LazyModule<T>): [T | undefined, () => Promise<T>] {
  const [value, setValue] = useState(module.current);
  const load = useCallback(
    () =>
      module.load().then((loaded) => {
        setValue(() => loaded);
        return loaded;
      }),
    [module],
  );
  return [value, load];
}
