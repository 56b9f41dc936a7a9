import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { ParamPrompt } from './param-prompt.ts';

/** What the palette opens with: empty, or straight at a route's parameter (a g-chord to /order/:id). */
export interface PaletteOpenOptions {
  prompt?: ParamPrompt;
}

/** The palette's and the cheat sheet's open state, shared by the top bar, hotkeys and the menu. */
export interface PaletteControls {
  isOpen: boolean;
  openOptions: PaletteOpenOptions;
  open(options?: PaletteOpenOptions): void;
  close(): void;
  cheatSheetOpen: boolean;
  openCheatSheet(): void;
  closeCheatSheet(): void;
}

const PaletteContext = createContext<PaletteControls | null>(null);

/** Holds the open state of the palette and of the hotkey cheat sheet. */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [openOptions, setOpenOptions] = useState<PaletteOpenOptions>({});
  const [cheatSheetOpen, setCheatSheetOpen] = useState(false);
  const value = useMemo<PaletteControls>(
    () => ({
      isOpen,
      openOptions,
      open(options = {}) {
        setCheatSheetOpen(false);
        setOpenOptions(options);
        setOpen(true);
      },
      close: () => setOpen(false),
      cheatSheetOpen,
      openCheatSheet() {
        setOpen(false);
        setCheatSheetOpen(true);
      },
      closeCheatSheet: () => setCheatSheetOpen(false),
    }),
    [isOpen, openOptions, cheatSheetOpen],
  );
  return <PaletteContext.Provider value={value}>{children}</PaletteContext.Provider>;
}

/** The palette controls; throws outside {@link PaletteProvider}. */
export function usePalette(): PaletteControls {
  const controls = useContext(PaletteContext);
  if (!controls) throw new Error('usePalette: no PaletteProvider above this component');
  return controls;
}
