/**
 * Failed logins per username: after `maxFailures` within `windowMs` the username is locked until the
 * window passes, whatever IP the attempts come from (the per-IP limit is the rate-limit plugin's).
 * In memory per instance; a restart forgets, which only ever helps a real user.
 */
export function createLoginThrottle(clock: () => Date, maxFailures = 5, windowMs = 15 * 60_000) {
  const failures = new Map<string, number[]>();
  const key = (username: string) => username.trim().toLowerCase();
  const recent = (username: string): number[] => {
    const since = clock().getTime() - windowMs;
    const list = (failures.get(key(username)) ?? []).filter((t) => t > since);
    failures.set(key(username), list);
    return list;
  };
  return {
    isLocked: (username: string): boolean => recent(username).length >= maxFailures,
    fail(username: string): void {
      recent(username).push(clock().getTime());
    },
    succeed(username: string): void {
      failures.delete(key(username));
    },
  };
}
