/** The Shopit success envelope: `{success: true, message, data: {<named key>}}`. */
export function ok<T>(data: T, message = ''): { success: true; message: string; data: T } {
  return { success: true, message, data };
}
