import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { ParamPrompt } from './param-prompt.ts';

/** What the palette opens with: empty, or straight at a route's parameter (a g-chord to /order/:id). */
export interface PaletteOpenOptions {
  prompt?: ParamPrompt;
}

/** The shell's own dialogs besides the palette: the hotkey cheat sheet and the password change. */
export type ShellDialog = 'cheatSheet' | 'password';

/** The palette's and the shell dialogs' open state, shared by the top bar, hotkeys and the menu. */
export interface PaletteControls {
  isOpen: boolean;
  openOptions: PaletteOpenOptions;
  open(options?: PaletteOpenOptions): void;
  close(): void;
  /** The shell dialog open now, if any (one at a time; opening one closes the palette). */
  dialog: ShellDialog | null;
  openDialog(dialog: ShellDialog): void;
  closeDialog(): void;
}

const PaletteContext = createContext<PaletteControls | null>(null);

/** Holds the open state of the palette and of the shell's dialogs. */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [openOptions, setOpenOptions] = useState<PaletteOpenOptions>({});
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const value = useMemo<PaletteControls>(
    () => ({
      isOpen,
      openOptions,
      open(options = {}) {
        setDialog(null);
        setOpenOptions(options);
        setOpen(true);
      },
      close: () => setOpen(false),
      dialog,
      openDialog(next) {
        setOpen(false);
        setDialog(next);
      },
      closeDialog: () => setDialog(null),
    }),
    [isOpen, openOptions, dialog],
  );
  return <PaletteContext.Provider value={value}>{children}</PaletteContext.Provider>;
}

/** The palette controls; throws outside {@link PaletteProvider}. */
export function usePalette(): PaletteControls {
  const controls = useContext(PaletteContext);
  if (!controls) throw new Error('usePalette: no PaletteProvider above this component');
  return controls;
}
