import { IMAGE_VIEWER } from '@shop-admin/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '../src/widgets/image/image-upload.tsx';
import { ImageViewer } from '../src/widgets/image/image-viewer.tsx';
import { clampZoom, wrapIndex, zoomBy } from '../src/widgets/image/zoom.ts';

const png = (kb: number, name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array(kb * 1024)], name, { type });

function renderUpload(onChange = vi.fn(), value: File | string | null = null) {
  render(
    <div dir="rtl">
      <label htmlFor="image">تصویر</label>
      <ImageUpload id="image" name="image" label="تصویر" value={value} onChange={onChange} />
    </div>,
  );
  return onChange;
}

describe('ImageUpload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rejects a file that is not an image with the Persian message of core', async () => {
    const onChange = renderUpload();
    await userEvent.upload(screen.getByLabelText('تصویر'), png(1, 'notes.pdf', 'application/pdf'), {
      applyAccept: false,
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('تصویر باید یک تصویر باشد.');
  });

  it('rejects an image over 2048 kB', async () => {
    const onChange = renderUpload();
    await userEvent.upload(screen.getByLabelText('تصویر'), png(2049));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('حجم تصویر نباید بیشتر از ۲۰۴۸ کیلوبایت باشد.');
  });

  it('accepts a valid image, also dropped, and shows a preview that opens the viewer', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const onChange = renderUpload();
    const file = png(10);
    await userEvent.upload(screen.getByLabelText('تصویر'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    const dropped = png(5, 'b.webp', 'image/webp');
    fireEvent.drop(screen.getByLabelText('تصویر').closest('.image-upload') as Element, {
      dataTransfer: { files: [dropped] },
    });
    expect(onChange).toHaveBeenLastCalledWith(dropped);
  });

  it('previews a stored image, removes it, and opens it in the viewer', async () => {
    const onChange = renderUpload(vi.fn(), '/uploads/brand.png');
    expect(screen.getByRole('img', { name: 'پیش‌نمایش تصویر' })).toHaveAttribute('src', '/uploads/brand.png');
    await userEvent.click(screen.getByRole('button', { name: /نمایش بزرگ تصویر/ }));
    expect(screen.getByRole('dialog', { name: 'نمایش تصویر' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'حذف تصویر' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('ImageViewer', () => {
  afterEach(() => vi.useRealTimers());

  const images = [
    { src: '/a.png', alt: 'الف' },
    { src: '/b.png', alt: 'ب' },
    { src: '/c.png', alt: 'ج' },
  ];

  it('keeps zoom between 0.01 and 100', () => {
    expect(IMAGE_VIEWER.minZoom).toBe(0.01);
    expect(IMAGE_VIEWER.maxZoom).toBe(100);
    expect(clampZoom(500)).toBe(100);
    expect(clampZoom(0)).toBe(0.01);
    expect(clampZoom(Number.NaN)).toBe(1);
    let zoom = 1;
    for (let i = 0; i < 100; i += 1) zoom = zoomBy(zoom, 1.25);
    expect(zoom).toBe(100);
    for (let i = 0; i < 100; i += 1) zoom = zoomBy(zoom, 0.8);
    expect(zoom).toBe(0.01);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('zooms with the buttons and keys, mirrored arrows in RTL, and a 5000 ms slideshow', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <div dir="rtl">
        <ImageViewer images={images} onClose={onClose} />
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'نمایش تصویر' });
    // The viewer inside the one ModalDialog takes the first focus; its keys act anywhere in the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
    const keys = document.activeElement as HTMLElement;
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'الف');
    fireEvent.click(screen.getByRole('button', { name: 'بزرگ‌نمایی' }));
    expect(screen.getByRole('img')).toHaveAttribute('data-zoom', '1.25');
    for (let i = 0; i < 60; i += 1) fireEvent.keyDown(keys, { key: '+' });
    expect(screen.getByRole('img')).toHaveAttribute('data-zoom', '100');
    fireEvent.keyDown(keys, { key: '0' });
    expect(screen.getByRole('img')).toHaveAttribute('data-zoom', '1');
    // Left is "next" in RTL.
    fireEvent.keyDown(keys, { key: 'ArrowLeft' });
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'ب');
    fireEvent.click(screen.getByRole('button', { name: 'نمایش خودکار' }));
    act(() => vi.advanceTimersByTime(IMAGE_VIEWER.slideshowIntervalMs - 1));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'ب');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'ج');
    act(() => vi.advanceTimersByTime(IMAGE_VIEWER.slideshowIntervalMs));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'الف');
    fireEvent.click(screen.getByRole('button', { name: 'توقف نمایش' }));
    act(() => vi.advanceTimersByTime(IMAGE_VIEWER.slideshowIntervalMs * 3));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'الف');
    fireEvent.keyDown(keys, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
