export { adminActionCommands, adminCommands, navigateCommand } from './commands.ts';
export { contactAnswerFields, contactFormFields } from './contact-form.ts';
export { buildAdminMenu } from './menu.ts';
export { adminPermissions, permissionsOf } from './permissions.ts';
export {
  flashProductFields,
  PRODUCT_COMMENT_STATUSES,
  PRODUCT_RATINGS,
  type ProductCommentStatus,
  productCommentAnswerFields,
  productCommentStatusFields,
  recommendationFields,
  sortIdsFields,
} from './resources/catalogue-merchandising.ts';
export {
  CATALOGUE_LIMITS,
  DISCOUNT_TYPES,
  type DiscountType,
  PRODUCT_STATUSES,
  PRODUCT_UNAVAILABLE_NOTIFICATION,
  PRODUCT_UNAVAILABLE_PERMISSIONS,
  type ProductStatus,
  productSpecificationFields,
  productStatusLabel,
  STORE_TRANSACTION_TYPES,
  type StoreTransactionType,
  varietyFields,
} from './resources/catalogue-products.ts';
export {
  BULK_EDIT_CLEARABLE,
  BULK_EDIT_COLUMNS,
  BULK_EDIT_MAX_ROWS,
  type BulkEditColumn,
  type BulkEditRequest,
  type BulkEditResult,
  type BulkEditRow,
  type BulkFieldChange,
  type BulkRowResult,
  bulkEditRowFields,
  bulkSummaryText,
  readBulkEditRow,
} from './resources/catalogue-products-bulk.ts';
export {
  ATTRIBUTE_STYLES,
  ATTRIBUTE_TYPES,
  IMAGE_PATH,
  imagePathField,
  LATIN_KEY,
  SPECIFICATION_TYPES,
} from './resources/catalogue-reference.ts';
export { adminResources, getResource } from './resources/index.ts';
export { buildPath, matchRoute } from './route-path.ts';
export { adminRoutes, findRoute } from './routes/index.ts';
export type * from './types.ts';
