/** The generic screens: list, create/edit form and detail of any resource declared in core. */
export { GenericScreen } from './generic-screen.tsx';
export { missingApiText } from './not-built-api.tsx';
export { resourceKeys } from './resource-api.ts';
export { genericMode, resourceLinks } from './resource-links.ts';
