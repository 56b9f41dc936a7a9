import { IMAGE_VIEWER, toPersianDigits } from '@shop-admin/core';
import { type KeyboardEvent, useEffect, useState, type WheelEvent } from 'react';
import '../widgets.css';
import { isRtl } from '../direction.ts';
import { ModalDialog } from '../modal/modal-dialog.tsx';
import { clampZoom, wrapIndex, zoomBy } from './zoom.ts';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown first. */
  startIndex?: number;
  onClose: () => void;
  /** Slideshow interval (SPEC.md §9: 5000 ms). */
  intervalMs?: number;
}

const STEP = 1.25;

/**
 * A modal image viewer: previous/next, a slideshow every 5 s, zoom from 0.01 to 100 (buttons, wheel,
 * + and - keys, 0 resets). Arrows follow the reading direction; on the app's one ModalDialog, so Esc
 * or a press outside closes it, Tab stays inside and focus returns.
 */
export function ImageViewer({ images, startIndex = 0, onClose, intervalMs }: ImageViewerProps) {
  const [index, setIndex] = useState(() => wrapIndex(startIndex, 0, images.length));
  const [zoom, setZoom] = useState(1);
  const [playing, setPlaying] = useState(false);
  const interval = intervalMs ?? IMAGE_VIEWER.slideshowIntervalMs;
  const count = images.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => {
      setIndex((current) => wrapIndex(current, 1, count));
      setZoom(1);
    }, interval);
    return () => clearInterval(timer);
  }, [playing, count, interval]);

  const go = (step: number) => {
    setIndex((current) => wrapIndex(current, step, count));
    setZoom(1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const rtl = isRtl(event.currentTarget);
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => go(rtl ? 1 : -1),
      ArrowRight: () => go(rtl ? -1 : 1),
      '+': () => setZoom((z) => zoomBy(z, STEP)),
      '=': () => setZoom((z) => zoomBy(z, STEP)),
      '-': () => setZoom((z) => zoomBy(z, 1 / STEP)),
      '0': () => setZoom(1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY === 0) return;
    setZoom((z) => zoomBy(z, event.deltaY < 0 ? STEP : 1 / STEP));
  };

  const image = images[index];
  return (
    <ModalDialog label="نمایش تصویر" className="image-viewer__panel" onClose={onClose} onKeyDown={onKeyDown}>
      <div className="image-viewer" tabIndex={-1} data-autofocus>
        <div className="image-viewer__toolbar">
          <span className="image-viewer__counter" aria-live="polite">
            {toPersianDigits(index + 1)} از {toPersianDigits(count)}
          </span>
          <button type="button" onClick={() => go(-1)} disabled={count < 2} aria-label="تصویر قبلی">
            <span className="mirror-rtl" dir="ltr">
              ‹
            </span>
          </button>
          <button type="button" onClick={() => go(1)} disabled={count < 2} aria-label="تصویر بعدی">
            <span className="mirror-rtl" dir="ltr">
              ›
            </span>
          </button>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            disabled={count < 2}
            aria-pressed={playing}
          >
            {playing ? 'توقف نمایش' : 'نمایش خودکار'}
          </button>
          <button type="button" onClick={() => setZoom((z) => zoomBy(z, 1 / STEP))} aria-label="کوچک‌نمایی">
            −
          </button>
          <output className="image-viewer__zoom" aria-label="بزرگ‌نمایی">
            {toPersianDigits(Math.round(zoom * 100))}٪
          </output>
          <button type="button" onClick={() => setZoom((z) => zoomBy(z, STEP))} aria-label="بزرگ‌نمایی">
            +
          </button>
          <button type="button" onClick={() => setZoom(1)}>
            اندازه اصلی
          </button>
          <button type="button" onClick={onClose} className="image-viewer__close">
            بستن
          </button>
        </div>
        <div className="image-viewer__stage" onWheel={onWheel}>
          {image ? (
            <img
              src={image.src}
              alt={image.alt}
              data-zoom={clampZoom(zoom)}
              style={{ transform: `scale(${clampZoom(zoom)})` }}
              draggable={false}
            />
          ) : (
            <p>تصویری برای نمایش نیست.</p>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
