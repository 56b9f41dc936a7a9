import { createStore, type Store } from '@shop-admin/core';

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
  detail: DetailTarget | null;
  palette: { open: boolean; query: string; cursor: number };
  help: boolean;
  /** The status picker of an open order: which allowed status is highlighted. */
  picker: { cursor: number } | null;
  /** A one-line status message (the result of an action, a hint). */
  message: string | null;
}

export type TuiAction =
  | { type: 'show'; screen: ScreenName }
  | { type: 'move'; delta: number; count: number }
  | { type: 'openDetail'; target: DetailTarget }
  | { type: 'closeDetail' }
  | { type: 'openPalette' }
  | { type: 'closePalette' }
  | { type: 'typePalette'; query: string }
  | { type: 'movePalette'; delta: number; count: number }
  | { type: 'toggleHelp' }
  | { type: 'openPicker' }
  | { type: 'movePicker'; delta: number; count: number }
  | { type: 'closePicker' }
  | { type: 'message'; text: string | null };

export const initialTuiState: TuiState = {
  screen: 'inbox',
  cursor: { inbox: 0, notifications: 0, contacts: 0 },
  detail: null,
  palette: { open: false, query: '', cursor: 0 },
  help: false,
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
      const cursor = clamp(state.cursor[state.screen] + action.delta, action.count);
      return cursor === state.cursor[state.screen]
        ? state
        : { ...state, cursor: { ...state.cursor, [state.screen]: cursor } };
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
      return { ...state, help: !state.help };
    case 'openPicker':
      return state.detail?.kind === 'order' ? { ...state, picker: { cursor: 0 } } : state;
    case 'movePicker':
      return state.picker
        ? { ...state, picker: { cursor: clamp(state.picker.cursor + action.delta, action.count) } }
        : state;
    case 'closePicker':
      return state.picker ? { ...state, picker: null } : state;
    case 'message':
      return state.message === action.text ? state : { ...state, message: action.text };
  }
}

export type TuiStore = Store<TuiState, TuiAction>;

export const createTuiStore = (): TuiStore => createStore(initialTuiState, tuiReducer);
