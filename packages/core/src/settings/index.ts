export {
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  type SettingDef,
  type SettingGroupDef,
  type SettingType,
  settingRules,
} from './definitions.ts';
