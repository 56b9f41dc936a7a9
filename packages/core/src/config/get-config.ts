type Tree = Readonly<Record<string, unknown>>;

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * Reads a value by dotted path (`'api.baseURL'`) from a configuration object; returns `defaultValue`
 * when any segment is missing. Results are cached per configuration object (SPEC.md §9): a pure
 * memo keyed weakly by the object, so configuration is treated as immutable once read.
 */
export function getConfig<T>(config: Tree, path: string, defaultValue: T): T {
  let cache = caches.get(config);
  if (!cache) {
    cache = new Map();
    caches.set(config, cache);
  }
  if (cache.has(path)) return cache.get(path) as T;
  let node: unknown = config;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return defaultValue;
    node = (node as Tree)[segment];
  }
  if (node === undefined) return defaultValue;
  cache.set(path, node);
  return node as T;
}
