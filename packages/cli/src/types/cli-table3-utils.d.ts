/** cli-table3's own width measure (string-width 4), which it pads and truncates cells with. */
declare module 'cli-table3/src/utils.js' {
  const utils: { strlen(text: string): number };
  export default utils;
}
