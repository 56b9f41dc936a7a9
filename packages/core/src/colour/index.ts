export { HEX_COLOR_PATTERN, isValidHexColor, type ParsedColor, parseColor } from './parse.ts';
export { PRESET_COLORS, type PresetColor } from './presets.ts';
