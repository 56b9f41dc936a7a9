import type { RouteAnswers } from '../../http/answers/shapes.ts';
import { authAnswers } from './auth.ts';
import { catalogueAnswers } from './catalogue.ts';
import { contentAnswers } from './content.ts';
import { customerAnswers } from './customer.ts';
import { dashboardAnswers } from './dashboard.ts';
import { frontAnswers } from './front.ts';
import { ordersAnswers } from './orders.ts';
import { peopleAnswers } from './people.ts';
import { settingsAnswers } from './settings.ts';
import { shopAnswers } from './shop.ts';
import { systemAnswers } from './system.ts';
import { walletAnswers } from './wallet.ts';

/** Every route's 200 answer schema that its own registration does not give, by `METHOD /url`. */
export const routeAnswers: RouteAnswers = {
  ...authAnswers,
  ...catalogueAnswers,
  ...contentAnswers,
  ...customerAnswers,
  ...dashboardAnswers,
  ...frontAnswers,
  ...ordersAnswers,
  ...peopleAnswers,
  ...settingsAnswers,
  ...shopAnswers,
  ...systemAnswers,
  ...walletAnswers,
};
