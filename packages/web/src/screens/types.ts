import type { RouteDef } from '@shop-admin/core';
import type { ComponentType } from 'react';

/** What every screen receives: its route from core's registry and the URL's params. */
export interface ScreenProps {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
}

/** A lazily loaded screen module. */
export interface ScreenModule {
  Screen: ComponentType<ScreenProps>;
}
