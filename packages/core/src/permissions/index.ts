export type { MenuItem, SettingGroup } from './types.ts';
