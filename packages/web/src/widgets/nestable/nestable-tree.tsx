import { NESTABLE, toPersianDigits } from '@shop-admin/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { isRtl } from '../direction.ts';
import '../widgets.css';
import {
  buildTree,
  dragDepth,
  type FlatRow,
  flattenTree,
  type KeyboardMove,
  keyboardMove,
  moveSubtree,
  subtreeSize,
  type TreeNode,
  type TreeOrder,
  treeOrder,
} from './tree-model.ts';

export interface NestableTreeProps {
  /** The tree to edit; a new array resets the widget. */
  items: readonly TreeNode[];
  /** Called after every finished move with the nested order and the tree. */
  onChange: (order: TreeOrder[], tree: TreeNode[]) => void;
  /** Persian name of the tree for assistive technology, e.g. 'ترتیب منو'. */
  label: string;
  maxDepth?: number;
  /** Pointer travel before a drag starts (SPEC.md §9: 30 px). */
  thresholdPx?: number;
  /** Inline indent of one level, also the pointer travel that changes the depth by one. */
  indentPx?: number;
  /** Controls drawn at the row's end (edit, delete); their keys are theirs, not the tree's. */
  renderActions?: (row: FlatRow) => ReactNode;
  /** Extra content after the label (a status, a link), read with the label. */
  renderMeta?: (row: FlatRow) => ReactNode;
}

interface Drag {
  pointerId: number;
  from: number;
  startX: number;
  startY: number;
  active: boolean;
  /** Midpoints of the rows when the drag started, by row id. */
  mids: Map<string | number, number>;
  rtl: boolean;
}

const KEY_MOVES: Record<string, KeyboardMove> = { ArrowUp: 'up', ArrowDown: 'down' };

function describe(row: FlatRow, index: number): string {
  return `«${row.label}» در سطح ${toPersianDigits(row.depth + 1)}، ردیف ${toPersianDigits(index + 1)}`;
}

/**
 * A nestable drag-and-drop tree (menus, categories). Pointer: drag a row by its handle past the
 * threshold, up/down to reorder and toward the inline end to nest. Keyboard: Space or Enter picks a
 * row up, arrows move it (up/down; the inline-end arrow nests, the other lifts), Space/Enter drops and
 * Esc cancels; Alt+arrows move at once. Emits the nested `{id, children}` order.
 */
export function NestableTree(props: NestableTreeProps) {
  const { items, onChange, label } = props;
  const maxDepth = props.maxDepth ?? NESTABLE.maxDepth;
  const threshold = props.thresholdPx ?? NESTABLE.thresholdPx;
  const indent = props.indentPx ?? 24;
  const [rows, setRows] = useState<FlatRow[]>(() => flattenTree(items));
  const [preview, setPreview] = useState<FlatRow[] | null>(null);
  const [focused, setFocused] = useState(0);
  const [grabbed, setGrabbed] = useState<FlatRow[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const drag = useRef<Drag | null>(null);
  const handlers = useRef<{
    move: (event: globalThis.PointerEvent) => void;
    end: (event: globalThis.PointerEvent, cancelled: boolean) => void;
  }>({ move: () => {}, end: () => {} });
  const listRef = useRef<HTMLDivElement>(null);
  const helpId = useId();

  useEffect(() => {
    setRows(flattenTree(items));
    setPreview(null);
    setGrabbed(null);
  }, [items]);

  const shown = preview ?? rows;

  const commit = (next: FlatRow[]) => {
    setRows(next);
    const tree = buildTree(next);
    onChange(treeOrder(tree), tree);
  };

  const pendingFocus = useRef<number | null>(null);

  const focusRow = (index: number) => {
    setFocused(index);
    const element = listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]')[index];
    element?.focus();
  };

  // After a move re-renders the rows, the moved row keeps the focus at its new place.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const index = pendingFocus.current;
    pendingFocus.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]')[index]?.focus();
  });

  const step = (index: number, move: KeyboardMove, immediate: boolean) => {
    const result = keyboardMove(rows, index, move, maxDepth);
    const row = rows[index];
    if (!result || !row) {
      setAnnouncement(row ? `«${row.label}» را نمی‌توان این‌طور جابه‌جا کرد` : '');
      return;
    }
    if (immediate) commit(result.rows);
    else setRows(result.rows);
    const moved = result.rows[result.index];
    if (moved) setAnnouncement(describe(moved, result.index));
    pendingFocus.current = result.index;
    setFocused(result.index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    // Keys pressed in a row's own controls (its edit button) are not tree moves.
    if (event.target !== event.currentTarget) return;
    const rtl = isRtl(event.currentTarget);
    const nestKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    const liftKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    const move: KeyboardMove | undefined =
      KEY_MOVES[event.key] ??
      (event.key === nestKey ? 'indent' : event.key === liftKey ? 'outdent' : undefined);
    const row = rows[index];
    if (!row) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (grabbed) {
        setGrabbed(null);
        commit(rows);
        setAnnouncement(`رها شد: ${describe(row, index)}`);
      } else {
        setGrabbed(rows);
        setAnnouncement(`برداشته شد: ${describe(row, index)}. با کلیدهای جهت جابه‌جا کنید.`);
      }
      return;
    }
    if (event.key === 'Escape' && grabbed) {
      event.preventDefault();
      const original = grabbed;
      setRows(original);
      setGrabbed(null);
      setAnnouncement('جابه‌جایی لغو شد');
      const back = original.findIndex((r) => r.id === row.id);
      pendingFocus.current = back;
      setFocused(back);
      return;
    }
    if (!move) {
      if (event.key === 'Home') focusRow(0);
      if (event.key === 'End') focusRow(rows.length - 1);
      return;
    }
    event.preventDefault();
    if (grabbed || event.altKey) {
      step(index, move, !grabbed);
      return;
    }
    if (move === 'up' && index > 0) focusRow(index - 1);
    if (move === 'down' && index < rows.length - 1) focusRow(index + 1);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (event.button !== 0) return;
    const mids = new Map<string | number, number>();
    const elements = listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
    elements.forEach((element, i) => {
      const rect = element.getBoundingClientRect();
      const row = rows[i];
      if (row) mids.set(row.id, rect.top + rect.height / 2);
    });
    const rtl = isRtl(listRef.current);
    drag.current = {
      pointerId: event.pointerId,
      from: index,
      startX: event.clientX,
      startY: event.clientY,
      active: false,
      mids,
      rtl,
    };
    // The rows are redrawn in their new order while dragging, which moves the handle's element and
    // would drop a pointer capture: the drag follows the pointer on the window instead.
    const move = (e: globalThis.PointerEvent) => handlers.current.move(e);
    const up = (e: globalThis.PointerEvent) => finish(e, false);
    const cancel = (e: globalThis.PointerEvent) => finish(e, true);
    const finish = (e: globalThis.PointerEvent, cancelled: boolean) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      handlers.current.end(e, cancelled);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  const onPointerMove = (event: globalThis.PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.active && Math.hypot(dx, dy) < threshold) return;
    current.active = true;
    const size = subtreeSize(rows, current.from);
    const movedIds = new Set(rows.slice(current.from, current.from + size).map((r) => r.id));
    const rest = rows.filter((r) => !movedIds.has(r.id));
    const to = rest.filter((r) => (current.mids.get(r.id) ?? 0) < event.clientY).length;
    const startDepth = rows[current.from]?.depth ?? 0;
    const depth = dragDepth(startDepth, current.rtl ? -dx : dx, indent);
    setPreview(moveSubtree(rows, current.from, to, depth, maxDepth));
  };

  const endDrag = (event: globalThis.PointerEvent, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.active && preview && !cancelled) {
      const moved = rows[current.from];
      commit(preview);
      const index = preview.findIndex((r) => r.id === moved?.id);
      const row = preview[index];
      if (row) setAnnouncement(describe(row, index));
    }
    setPreview(null);
  };

  handlers.current = { move: onPointerMove, end: endDrag };

  const draggingId = drag.current?.active ? rows[drag.current.from]?.id : undefined;

  return (
    <div className="nestable">
      <p id={helpId} className="nestable__help">
        برای جابه‌جایی، ردیف را با دستگیره بکشید؛ یا با فاصله برش دارید، با کلیدهای جهت جابه‌جا کنید و با فاصله
        رها کنید.
      </p>
      <div ref={listRef} className="nestable__list" role="tree" aria-label={label} aria-describedby={helpId}>
        {shown.map((row, index) => (
          <div
            key={row.id}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-selected={index === focused}
            aria-grabbed={grabbed !== null && index === focused ? true : undefined}
            tabIndex={index === focused ? 0 : -1}
            className="nestable__row"
            data-depth={row.depth}
            data-dragging={row.id === draggingId ? '' : undefined}
            data-grabbed={grabbed !== null && index === focused ? '' : undefined}
            style={{ paddingInlineStart: `${row.depth * indent + 8}px` }}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span
              className="nestable__handle"
              data-drag-handle=""
              aria-hidden="true"
              onPointerDown={(event) => onPointerDown(event, index)}
            >
              ⠿
            </span>
            <span className="nestable__label">{row.label}</span>
            {props.renderMeta ? <span className="nestable__meta">{props.renderMeta(row)}</span> : null}
            {props.renderActions ? (
              <span className="nestable__actions">{props.renderActions(row)}</span>
            ) : null}
          </div>
        ))}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
