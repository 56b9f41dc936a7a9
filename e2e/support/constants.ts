/** The super admin of the e2e shop (created by the template's base seed). */
export const ROOT_ADMIN = { username: 'root', password: 'root-password-1' } as const;

/** Debian's Chromium (never a downloaded browser) and the flags that keep it quiet and headless. */
export const CHROMIUM = {
  executablePath: '/usr/lib/chromium/chromium',
  fallbackPath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} as const;
