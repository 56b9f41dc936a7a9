/** Where the chosen theme is remembered. */
const THEME_KEY = 'shop-admin:theme';

/** Applies the remembered theme (light unless dark was chosen) to <html data-theme>. */
export function applyStoredTheme(): void {
  const stored = safeGet();
  if (stored === 'dark' || stored === 'light') document.documentElement.dataset.theme = stored;
}

/** Switches between the light and the dark theme and remembers the choice. */
export function toggleTheme(): void {
  const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
  document.documentElement.dataset.theme = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Private mode without storage: the theme lasts for this page only.
  }
}

function safeGet(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}
