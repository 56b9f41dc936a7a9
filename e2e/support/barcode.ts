import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Locator, Page } from 'playwright-core';

/** White around the barcode in the screenshot: the quiet zone the invoice's page gives it when printed. */
const QUIET = 16;

/**
 * Reads a 1D barcode as a scanner would: a screenshot of the element as drawn (with the white around
 * it on the page), its pixels decoded to grey in the browser, then ZXing's reader (Code 128 and the
 * other 1D formats) on them. Throws when nothing decodes.
 */
export async function decodeBarcode(page: Page, element: Locator): Promise<string> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('the barcode is not on screen');
  const png = await page.screenshot({
    clip: {
      x: box.x - QUIET,
      y: box.y - QUIET,
      width: box.width + 2 * QUIET,
      height: box.height + 2 * QUIET,
    },
  });
  const grey = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const luma: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      luma.push(Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)));
    }
    return { width, height, luma };
  }, png.toString('base64'));
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(grey.luma), grey.width, grey.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.CODE_39, BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}
