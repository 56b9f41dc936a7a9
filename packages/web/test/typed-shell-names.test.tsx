import { adminRoutes, ICON_NAMES, type RouteName } from '@shop-admin/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customScreens, loadScreen, type ScreenModule, screenKind } from '../src/screens/index.ts';
import { Icon } from '../src/shell/icons.tsx';

describe('custom screens keyed by route name', () => {
  it('lists only declared routes, each rendered by its own screen', async () => {
    const declared = new Set<string>(adminRoutes.map((route) => route.name));
    const names = Object.keys(customScreens);
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
    for (const route of adminRoutes.filter((r) => names.includes(r.name)))
      expect(screenKind(route)).toBe('custom');
    const reports = adminRoutes.find((route) => route.name === 'reports.orders');
    expect(reports && (await loadScreen(reports)).Screen).toBeTypeOf('function');
  });

  it('refuses a misspelt route name (a type error, not a silent generic screen)', () => {
    const load = (): Promise<ScreenModule> => Promise.reject(new Error('never loaded'));
    const screens: typeof customScreens = {
      'orders.show': load,
      // @ts-expect-error 'orders.shw' is not a declared route
      'orders.shw': load,
    };
    const name: RouteName = 'orders.show';
    expect(Object.keys(screens)).toContain(name);
  });
});

describe('icons', () => {
  it('draws every icon core declares (no neutral dot for a declared name)', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const path = container.querySelector('path');
      expect(path?.getAttribute('d'), name).toMatch(/^M/);
      expect(container.querySelector('circle'), name).toBeNull();
      unmount();
    }
  });

  it('refuses an icon core does not declare', () => {
    // @ts-expect-error 'pakage' is not a declared icon
    const { container } = render(<Icon name="pakage" />);
    expect(container.querySelector('circle')).not.toBeNull();
  });
});
