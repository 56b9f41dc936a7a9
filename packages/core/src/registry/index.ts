export { adminActionCommands, adminCommands, navigateCommand } from './commands.ts';
export { contactAnswerFields, contactFormFields } from './contact-form.ts';
export { buildAdminMenu } from './menu.ts';
export { adminPermissions, permissionsOf } from './permissions.ts';
export { adminResources, getResource } from './resources/index.ts';
export { buildPath, matchRoute } from './route-path.ts';
export { adminRoutes, findRoute } from './routes/index.ts';
export type * from './types.ts';
