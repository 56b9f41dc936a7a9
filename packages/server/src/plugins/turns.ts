/**
 * Work that takes turns per key: `take(key, work)` starts `work` once every earlier work of the same
 * key has settled (fulfilled or not), and answers what `work` answers. Keys without waiting work hold
 * nothing. In one process only.
 */
export function createTurns() {
  const last = new Map<string, Promise<unknown>>();
  return {
    take<T>(key: string, work: () => Promise<T>): Promise<T> {
      const before = last.get(key) ?? Promise.resolve();
      const mine = before.then(work, work);
      const settled = mine.then(
        () => undefined,
        () => undefined,
      );
      last.set(key, settled);
      void settled.then(() => {
        if (last.get(key) === settled) last.delete(key);
      });
      return mine;
    },
  };
}
