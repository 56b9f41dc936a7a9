import { type VersionConflict, versionConflictOf } from '@shop-admin/core';
import { useState } from 'react';

/** A refused save: the record as it is now, its version, and what this form was writing. */
export type SaveConflict = VersionConflict & { mine: Record<string, unknown> };

/** Holds a save's 412 for the conflict dialog: `caught` keeps it (true) or says it was another error. */
export function useSaveConflict() {
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  return {
    conflict,
    caught(error: unknown, mine: Record<string, unknown>): boolean {
      const stale = versionConflictOf(error);
      if (stale) setConflict({ ...stale, mine });
      return stale !== null;
    },
    clear: () => setConflict(null),
  };
}
