import { createStore, type OrderStatus, type Store } from '@shop-admin/core/base';

/** The screens of the TUI, in tab order. */
export const SCREENS = ['inbox', 'notifications', 'contacts'] as const;
export type ScreenName = (typeof SCREENS)[number];

/** What the detail pane shows. */
export interface DetailTarget {
  kind: 'notification' | 'contact' | 'order';
  id: string;
}

/** The TUI's own state (what is on screen); the data lives in core's stores. */
export interface TuiState {
  screen: ScreenName;
  cursor: Record<ScreenName, number>;
  /**
   * The key of the selected row of each screen (`o:123`): the selection follows the record, so rows
   * arriving above it (new orders) move the cursor, not the selection.
   */
  selected: Record<ScreenName, string | null>;
  detail: DetailTarget | null;
  palette: { open: boolean; query: string; cursor: number };
  help: boolean;
  /** The help's first line shown (it scrolls when taller than the screen). */
  helpTop: number;
  /** The inbox shows only this admin's unread orders (`u`). */
  unreadOnly: boolean;
  /**
   * The status picker of an open order: which allowed status is highlighted, and the move waiting for
   * its confirmation (one that moves stock or money shows its effects first).
   */
  picker: { cursor: number; confirm?: OrderStatus } | null;
  /** A one-line status message (the result of an action, a hint). */
  message: string | null;
}

export type TuiAction =
  | { type: 'show'; screen: ScreenName }
  | { type: 'move'; delta: number; count: number; keys?: readonly string[] }
  | { type: 'follow'; screen: ScreenName; keys: readonly string[] }
  | { type: 'openDetail'; target: DetailTarget }
  | { type: 'closeDetail' }
  | { type: 'openPalette' }
  | { type: 'closePalette' }
  | { type: 'typePalette'; query: string }
  | { type: 'movePalette'; delta: number; count: number }
  | { type: 'toggleHelp' }
  | { type: 'scrollHelp'; delta: number; max: number }
  | { type: 'toggleUnreadOnly' }
  | { type: 'openPicker' }
  | { type: 'movePicker'; delta: number; count: number }
  | { type: 'closePicker' }
  | { type: 'confirmMove'; status: OrderStatus | null }
  | { type: 'message'; text: string | null };

export const initialTuiState: TuiState = {
  screen: 'inbox',
  cursor: { inbox: 0, notifications: 0, contacts: 0 },
  selected: { inbox: null, notifications: null, contacts: null },
  detail: null,
  palette: { open: false, query: '', cursor: 0 },
  help: false,
  helpTop: 0,
  unreadOnly: false,
  picker: null,
  message: null,
};

const clamp = (value: number, count: number) => Math.max(0, Math.min(count - 1, value));

/** The pure transitions of the TUI. */
export function tuiReducer(state: TuiState, action: TuiAction): TuiState {
  switch (action.type) {
    case 'show':
      return { ...state, screen: action.screen, detail: null, help: false, picker: null };
    case 'move': {
      const screen = state.screen;
      const key = state.selected[screen];
      const at = key !== null && action.keys ? action.keys.indexOf(key) : -1;
      const cursor = clamp((at >= 0 ? at : state.cursor[screen]) + action.delta, action.count);
      const selected = action.keys ? (action.keys[cursor] ?? null) : state.selected[screen];
      return cursor === state.cursor[screen] && selected === state.selected[screen]
        ? state
        : {
            ...state,
            cursor: { ...state.cursor, [screen]: cursor },
            selected: { ...state.selected, [screen]: selected },
          };
    }
    case 'follow': {
      // The rows changed: keep the selected record selected wherever it now is; when it is gone, the
      // row at the same place is selected.
      const { screen, keys } = action;
      const key = state.selected[screen];
      const at = key === null ? -1 : keys.indexOf(key);
      const cursor = at >= 0 ? at : keys.length ? clamp(state.cursor[screen], keys.length) : 0;
      const selected = keys[cursor] ?? null;
      return cursor === state.cursor[screen] && selected === key
        ? state
        : {
            ...state,
            cursor: { ...state.cursor, [screen]: cursor },
            selected: { ...state.selected, [screen]: selected },
          };
    }
    case 'openDetail':
      return { ...state, detail: action.target };
    case 'closeDetail':
      return state.detail === null ? state : { ...state, detail: null, picker: null };
    case 'openPalette':
      return { ...state, palette: { open: true, query: '', cursor: 0 }, help: false };
    case 'closePalette':
      return { ...state, palette: { ...state.palette, open: false } };
    case 'typePalette':
      return { ...state, palette: { ...state.palette, query: action.query, cursor: 0 } };
    case 'movePalette':
      return {
        ...state,
        palette: { ...state.palette, cursor: clamp(state.palette.cursor + action.delta, action.count) },
      };
    case 'toggleHelp':
      return { ...state, help: !state.help, helpTop: 0 };
    case 'scrollHelp':
      return { ...state, helpTop: Math.max(0, Math.min(action.max, state.helpTop + action.delta)) };
    case 'toggleUnreadOnly':
      return { ...state, unreadOnly: !state.unreadOnly };
    case 'openPicker':
      return state.detail?.kind === 'order' ? { ...state, picker: { cursor: 0 } } : state;
    case 'movePicker':
      return state.picker
        ? { ...state, picker: { cursor: clamp(state.picker.cursor + action.delta, action.count) } }
        : state;
    case 'closePicker':
      return state.picker ? { ...state, picker: null } : state;
    case 'confirmMove':
      if (!state.picker) return state;
      return action.status
        ? { ...state, picker: { ...state.picker, confirm: action.status } }
        : { ...state, picker: { cursor: state.picker.cursor } };
    case 'message':
      return state.message === action.text ? state : { ...state, message: action.text };
  }
}

export type TuiStore = Store<TuiState, TuiAction>;

export const createTuiStore = (): TuiStore => createStore(initialTuiState, tuiReducer);
