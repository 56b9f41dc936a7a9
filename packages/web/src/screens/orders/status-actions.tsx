import {
  allowedOrderTransitions,
  type OrderStatus,
  orderStatusKey,
  orderStatusLabel,
} from '@shop-admin/core';
import { useEffect, useId, useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';

/** The moves an order in `from` may make (core's rule), each with its key. */
export function statusMoves(from: string): { to: OrderStatus; label: string; key: string }[] {
  return allowedOrderTransitions(from).map((to) => ({
    to,
    label: orderStatusLabel(to),
    key: orderStatusKey(to) ?? '',
  }));
}

/** One button per allowed move, its key on it; the digit keys press them. */
export function StatusButtons({
  from,
  enabled,
  onPick,
  autoFocusFirst = false,
}: {
  from: string;
  enabled: boolean;
  onPick: (to: OrderStatus) => void;
  autoFocusFirst?: boolean;
}) {
  const moves = statusMoves(from);
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocusFirst) firstRef.current?.focus();
  }, [autoFocusFirst]);
  if (!moves.length) return <p className="muted">این سفارش به وضعیت دیگری نمی‌رود.</p>;
  return (
    <fieldset className="order-moves">
      <legend className="visually-hidden">تغییر وضعیت</legend>
      {moves.map((move, index) => (
        <button
          key={move.to}
          ref={index === 0 ? firstRef : undefined}
          type="button"
          className="button order-move"
          data-status={move.to}
          aria-keyshortcuts={move.key}
          disabled={!enabled}
          onClick={() => onPick(move.to)}
        >
          {move.label} <HotkeyLabel hotkey={move.key} />
        </button>
      ))}
    </fieldset>
  );
}

/** Digit keys → the allowed moves (never while typing in a field). */
export function useStatusKeys(from: string, enabled: boolean, onPick: (to: OrderStatus) => void) {
  const moves = statusMoves(from);
  useHotkeys(
    moves.map((move) => move.key),
    (_event, hotkey) => {
      const move = moves.find((m) => m.key === hotkey.hotkey);
      if (move) onPick(move.to);
    },
    { enabled: enabled && moves.length > 0, preventDefault: true },
    [from, enabled, onPick],
  );
}

/** The status chooser (key v, or `?move=1` from the palette's «تغییر وضعیت سفارش»). */
export function StatusChooser({
  from,
  onPick,
  onClose,
}: {
  from: string;
  onPick: (to: OrderStatus) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose} className="modal order-chooser">
      <header className="modal-header">
        <h2 id={`${id}-title`}>تغییر وضعیت سفارش</h2>
        <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
          ×
        </button>
      </header>
      <p className="muted">
        وضعیت فعلی: «{orderStatusLabel(from)}». یکی را انتخاب کنید یا کلید عددی آن را بزنید.
      </p>
      <StatusButtons from={from} enabled onPick={onPick} autoFocusFirst />
    </ModalDialog>
  );
}
