import { routeNamed } from '@shop-admin/core';
import { Command } from 'cmdk';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePermissions, useServices } from '../app/services-context.tsx';
import { HotkeyLabel } from '../hotkeys/hotkey-label.tsx';
import { useKeystrokeMeasure } from './keystroke-measure.ts';
import { usePalette } from './palette-context.tsx';
import { paletteSearch } from './palette-search.ts';
import { PALETTE_PLACEHOLDER } from './palette-text.ts';
import type { ParamPrompt } from './param-prompt.ts';
import { ParamStep } from './param-step.tsx';
import { permissionOfHit, type RecentItem, rememberRecent } from './recent.ts';
import { useCommandRunner } from './use-command-runner.ts';
import { type PaletteRow, usePaletteRows } from './use-palette-rows.ts';
import './palette.css';

/** Live records are asked for this long after the last keystroke. */
const RECORD_DEBOUNCE_MS = 200;

const KIND_LABEL: Readonly<Record<PaletteRow['kind'], string>> = {
  route: 'صفحه',
  action: 'فرمان',
  record: 'رکورد',
};

/** Asks the API for live records while the admin types (debounced; aborted by the next keystroke). */
function useLiveRecords(query: string, permissions: readonly string[]) {
  const { recordSearch } = paletteSearch(useServices());
  const [version, setVersion] = useState(0);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      recordSearch
        .search(trimmed, permissions, controller.signal)
        .then((found) => {
          if (found > 0) setVersion((v) => v + 1);
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, RECORD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setSearching(false);
    };
  }, [query, permissions, recordSearch]);
  return { version, searching };
}

/**
 * The Ctrl+K palette: cmdk renders and handles the keyboard, core's `createCommandSearch` filters
 * (`shouldFilter={false}`). Routes, actions and live records, recent items first on empty input, the
 * hotkey on each row; a route with a parameter asks for it inline.
 */
export function CommandPalette({ typed }: { typed?: { current: string } }) {
  const palette = usePalette();
  const permissions = usePermissions();
  const run = useCommandRunner();
  // Starts from what was typed into the stand-in input while this chunk loaded (see PaletteHost).
  const [query, setQuery] = useState(() => typed?.current ?? '');
  const [prompt, setPrompt] = useState<ParamPrompt | null>(palette.openOptions.prompt ?? null);
  const markKeystroke = useKeystrokeMeasure('palette', query);
  const { version, searching } = useLiveRecords(query, permissions);
  const rows = usePaletteRows(query, permissions, version);
  const inputRef = useRef<HTMLInputElement>(null);
  // Keys may still have reached the stand-in between this render and its commit: take them too, and
  // put the caret after the text.
  useLayoutEffect(() => {
    if (typed && typed.current !== '') setQuery(typed.current);
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [typed]);

  const remember = (row: PaletteRow) => {
    if (row.recent) return rememberRecent(row.recent);
    const item: RecentItem = { id: row.key, title: row.title, kind: row.kind, permission: null };
    if (row.hit) {
      item.permission = permissionOfHit(row.hit);
      if (row.hit.commandId !== undefined) item.commandId = row.hit.commandId;
    }
    if (row.path !== undefined) item.path = row.path;
    // An order the query named (`سفارش ۱۲۳۴`) is remembered as its page, status chooser and all.
    if (row.hit?.values && row.hit.path !== undefined) {
      item.path = row.hit.path;
      if (row.hit.kind === 'record') item.permission = routeNamed('orders.show').permission;
    }
    if (row.hotkey !== undefined) item.hotkey = row.hotkey;
    rememberRecent(item);
  };

  const choose = (row: PaletteRow) => {
    const commandId = row.hit?.commandId ?? row.recent?.commandId;
    const values = row.hit?.values;
    const result =
      row.path !== undefined
        ? run({ path: row.path })
        : run({ commandId, title: row.title, ...(values ? { params: values } : {}) });
    if (result.kind === 'ask') {
      setPrompt(result.prompt);
      return;
    }
    remember(row);
    palette.close();
  };

  return (
    <>
      {prompt ? (
        <ParamStep
          prompt={prompt}
          onBack={() => {
            setPrompt(null);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
          onDone={(path) => {
            rememberRecent({
              id: `path:${path}`,
              title: `${prompt.title} ${prompt.param.label}`,
              kind: 'route',
              path,
              permission: prompt.route.permission,
            });
            palette.close();
          }}
        />
      ) : (
        <Command shouldFilter={false} loop label="جست‌وجوی صفحه‌ها، فرمان‌ها و رکوردها">
          <Command.Input
            ref={inputRef}
            autoFocus
            // The dialog opens after this input mounts (the second and later opens, the chunk
            // loaded): ModalDialog focuses the marked element once the dialog is shown.
            data-autofocus
            value={query}
            onValueChange={(value) => {
              markKeystroke();
              if (typed) typed.current = value;
              setQuery(value);
            }}
            placeholder={PALETTE_PLACEHOLDER}
            aria-describedby="palette-hint"
          />
          <Command.List label="نتیجه‌ها">
            <Command.Empty>{searching ? 'در حال جست‌وجو…' : 'چیزی پیدا نشد.'}</Command.Empty>
            {(['recent', 'results'] as const).map((group) => {
              const groupRows = rows.filter((row) => row.group === group);
              if (groupRows.length === 0) return null;
              return (
                <Command.Group
                  key={group}
                  heading={group === 'recent' ? 'اخیر' : query.trim() ? 'نتیجه‌ها' : 'همه'}
                >
                  {groupRows.map((row) => (
                    <Command.Item
                      key={row.key}
                      value={row.key}
                      onSelect={() => choose(row)}
                      data-kind={row.kind}
                    >
                      <span className="palette-kind">{KIND_LABEL[row.kind]}</span>
                      <span className="palette-title">{row.title}</span>
                      {row.hit?.params?.some((p) => !p.optional && p.default === undefined) && (
                        <span className="palette-param">
                          {row.hit.params.find((p) => !p.optional)?.label}…
                        </span>
                      )}
                      {row.hotkey && (
                        <span className="palette-hotkey">
                          <HotkeyLabel hotkey={row.hotkey} />
                        </span>
                      )}
                    </Command.Item>
                  ))}
                </Command.Group>
              );
            })}
          </Command.List>
          <p id="palette-hint" className="palette-hint">
            <span>
              <kbd>↑</kbd> <kbd>↓</kbd> جابه‌جایی
            </span>
            <span>
              <kbd>Enter</kbd> باز کردن
            </span>
            <span>
              <kbd>Esc</kbd> بستن
            </span>
            {searching && <span className="muted">جست‌وجوی رکوردها…</span>}
          </p>
        </Command>
      )}
    </>
  );
}
