import { chmodSync, mkdirSync } from 'node:fs';
import type { BidiMode } from '../output/bidi-mode.ts';

/** A signed-in server: where it is, who signed in, and the token (`<id>|<secret>`). */
export interface Profile {
  server: string;
  username?: string;
  token?: string;
  /**
   * Device tokens by `<server> <username>` (device cookies: this profile signed in to that account
   * before, so strangers' failures never slow it down). Sent only to the server that issued them.
   */
  devices?: Record<string, string>;
}

/** Settings kept in the config file (`shop-admin config set KEY VALUE`). */
export interface Settings {
  bidi?: BidiMode;
}

/** The config file: profiles by name, the one used by default, and settings. */
export interface ConfigStore {
  /** The file's path (readable only by its owner: mode 0600). */
  readonly path: string;
  /** The profile used when neither --profile nor SHOP_ADMIN_PROFILE says otherwise. */
  defaultProfile(): string;
  setDefaultProfile(name: string): void;
  profiles(): Record<string, Profile>;
  getProfile(name: string): Profile | undefined;
  setProfile(name: string, profile: Profile): void;
  settings(): Settings;
  setSettings(settings: Settings): void;
}

/** Where the config lives: SHOP_ADMIN_CONFIG_DIR, else the platform's config folder (`~/.config/shop-admin`). */
export async function openConfigStore(
  env: Readonly<Record<string, string | undefined>>,
): Promise<ConfigStore> {
  const { default: Conf } = await import('conf');
  const cwd = env.SHOP_ADMIN_CONFIG_DIR || undefined;
  if (cwd) mkdirSync(cwd, { recursive: true, mode: 0o700 });
  const conf = new Conf<{ profile?: string; profiles?: Record<string, Profile>; settings?: Settings }>({
    projectName: 'shop-admin',
    projectSuffix: '',
    configName: 'config',
    accessPropertiesByDotNotation: false,
    // The file holds API tokens: only its owner may read it.
    configFileMode: 0o600,
    ...(cwd ? { cwd } : {}),
  });
  const write = <K extends 'profile' | 'profiles' | 'settings'>(key: K, value: unknown) => {
    conf.set(key, value as never);
    // A file made by an older version (or by hand) keeps its mode on rewrite: make sure.
    chmodSync(conf.path, 0o600);
  };
  return {
    path: conf.path,
    defaultProfile: () => conf.get('profile') ?? 'default',
    setDefaultProfile: (name) => write('profile', name),
    profiles: () => ({ ...(conf.get('profiles') ?? {}) }),
    getProfile: (name) => conf.get('profiles')?.[name],
    setProfile(name, profile) {
      write('profiles', { ...(conf.get('profiles') ?? {}), [name]: profile });
    },
    settings: () => ({ ...(conf.get('settings') ?? {}) }),
    setSettings: (settings) => write('settings', settings),
  };
}
