import { type Key, useInput } from 'ink';
import { bindingFor, type KeyContext } from './key-table.ts';

function handle(input: string, key: Key, c: KeyContext): void {
  const outcome = bindingFor(input, key, c)?.run(c, input, key) ?? null;
  if (typeof outcome === 'function') outcome();
  else if (outcome) c.model.ui.dispatch(outcome);
}

/** The keyboard: each press does what the key table (key-table.ts) binds it to in the scopes in force. */
export function useKeys(c: KeyContext): void {
  useInput((input, key) => {
    // A status message lasts until the next key.
    if (c.model.ui.getSnapshot().message) c.model.ui.dispatch({ type: 'message', text: null });
    // Keys typed faster than a frame (or sent by a script) can arrive as one chunk: `jj\r`.
    const chars = [...input];
    if (chars.length > 1 && !key.ctrl && !key.meta && !c.model.ui.getSnapshot().palette.open) {
      for (const ch of chars) handle(ch === '\r' ? '' : ch, { ...key, return: ch === '\r' }, c);
      return;
    }
    handle(input, key, c);
  });
}
