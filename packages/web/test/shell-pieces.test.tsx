import { TOAST } from '@shop-admin/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../src/app/services.ts';
import { ServicesProvider } from '../src/app/services-context.tsx';
import { requestSave, useSaveShortcut } from '../src/hotkeys/save-event.ts';
import { useListNavigation } from '../src/hotkeys/use-list-navigation.ts';
import { Toaster } from '../src/shell/toaster.tsx';
import { ROOT, startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stay 3000 ms (core TOAST) in the messages region, with an undo action', async () => {
    vi.useFakeTimers();
    const services = createServices({ baseURL: server.baseURL, document, secure: false });
    render(
      <ServicesProvider services={services}>
        <Toaster />
      </ServicesProvider>,
    );
    const undo = vi.fn();
    act(() => {
      services.toasts.show('محصول حذف شد', { kind: 'success', action: { label: 'بازگردانی', run: undo } });
      services.toasts.show('ذخیره نشد', { kind: 'error' });
    });
    const region = screen.getByRole('region', { name: 'پیام‌ها' });
    expect(within(region).getByRole('status')).toHaveTextContent('محصول حذف شد');
    expect(screen.getByRole('alert')).toHaveTextContent('ذخیره نشد');
    act(() => vi.advanceTimersByTime(TOAST.durationMs - 1));
    expect(screen.getByText('محصول حذف شد')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'بازگردانی' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('محصول حذف شد')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('ذخیره نشد')).toBeNull();
  });
});

describe('loading indicator', () => {
  it("follows core's counter: shown during start-up calls, then only for saves (forced)", async () => {
    const services = createServices({ baseURL: server.baseURL, document, secure: false });
    const seen: boolean[] = [];
    services.loading.subscribe(() => seen.push(services.loading.isVisible()));
    await services.session.login(ROOT.username, ROOT.password);
    expect(seen).toContain(true); // shown while signing in
    expect(services.loading.isVisible()).toBe(false); // and gone once signed in
    let peak = 0;
    services.home.subscribe(() => {
      peak = Math.max(peak, services.home.getSnapshot().loading);
    });
    await services.home.load();
    expect(peak).toBeGreaterThan(0); // the home call is counted while it runs
    expect(services.home.getSnapshot().settingsInitialised).toBe(true);
    seen.length = 0;
    await services.api.get('admin/notifications');
    expect(seen).not.toContain(true); // a background read after start-up does not show it
    await services.api.post('admin/notifications/read');
    expect(seen).toContain(true); // a save does, while it runs
    expect(services.loading.isVisible()).toBe(false);
    expect(services.home.getSnapshot().loading).toBe(0);
  });
});

function List({ onOpen }: { onOpen: (index: number) => void }) {
  const rows = ['اول', 'دوم', 'سوم'];
  const nav = useListNavigation({ count: rows.length, onOpen });
  return (
    <>
      <input aria-label="جست‌وجو" />
      <ul>
        {rows.map((row, i) => (
          <li key={row} {...nav.rowProps(i)}>
            {row}
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useListNavigation', () => {
  it('moves with j/k, opens with Enter, and ignores the letters while typing', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<List onOpen={onOpen} />);
    await user.keyboard('jjjk');
    expect(screen.getByText('دوم')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(1);
    await user.click(screen.getByLabelText('جست‌وجو'));
    await user.keyboard('j{Enter}');
    expect(screen.getByText('دوم')).toHaveAttribute('aria-selected', 'true');
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

function Form({ name, saves }: { name: string; saves: string[] }) {
  useSaveShortcut(() => saves.push(name));
  return null;
}

describe('useSaveShortcut', () => {
  it('lets the most recently mounted form answer Ctrl+S', async () => {
    const saves: string[] = [];
    const view = render(<Form name="page" saves={saves} />);
    await new Promise((resolve) => setTimeout(resolve, 2));
    view.rerender(
      <>
        <Form name="page" saves={saves} />
        <Form name="dialog" saves={saves} />
      </>,
    );
    expect(requestSave()).toBe(true);
    await waitFor(() => expect(saves).toEqual(['dialog']));
    view.unmount();
    expect(requestSave()).toBe(false);
  });
});
