export {
  type ActionId,
  adminActionCommands,
  adminCommands,
  findAction,
  navigateCommand,
} from './commands.ts';
export { contactAnswerFields, contactFormFields } from './contact-form.ts';
export { writableFields } from './fields.ts';
export { ICON_NAMES, type IconName } from './icons.ts';
export { buildAdminMenu } from './menu.ts';
export { allowsOperation, listDownloads, operationPermission, RESOURCE_OPERATIONS } from './operations.ts';
export { passwordChangeFields } from './password-change.ts';
export {
  adminPermissions,
  type ExtraPermission,
  extraPermission,
  isPermissionName,
  type PermissionDef,
  type PermissionName,
  type PermissionStem,
  permissionsOf,
  type StemPermissions,
  stemPermission,
} from './permissions.ts';
export { findResourceHead, type ResourceHead, resourceHead, resourceHeads } from './resource-heads.ts';
export { type ResourceLinks, resourceLinks, routeSuffix } from './resource-links.ts';
export { AUDIT_ACTIONS, auditLogResources } from './resources/audit-logs.ts';
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
  productImageAltFields,
  productImageSortFields,
  productSpecificationFields,
  productStatusLabel,
  productVarietyFields,
  STORE_TRANSACTION_TYPES,
  type StoreTransactionType,
  varietyFields,
} from './resources/catalogue-products.ts';
export {
  BULK_EDIT_CLEARABLE,
  BULK_EDIT_COLUMNS,
  BULK_EDIT_MAX_ROWS,
  BULK_PRODUCT_ONLY_COLUMNS,
  type BulkConflict,
  type BulkEditColumn,
  type BulkEditRequest,
  type BulkEditResult,
  type BulkEditRow,
  type BulkFieldChange,
  type BulkRowResult,
  bulkEditRowFields,
  bulkRowAddressedBySku,
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
  specificationValueFields,
} from './resources/catalogue-reference.ts';
export {
  HTACCESS_MAX_BYTES,
  htaccessFields,
  LINKABLE_TYPES,
  MENU_GROUPS,
  MENU_LINK,
  menuSortFields,
  NEWSLETTER_STATUSES,
  newsletterTestFields,
} from './resources/content-marketing.ts';
export {
  htmlWords,
  POST_COMMENT_STATUSES,
  POST_STATUSES,
  POST_TAG_LIMITS,
  type PostCommentStatus,
  type PostStatus,
  postCommentAnswerFields,
  postStatusLabel,
  readingMinutes,
  splitTags,
} from './resources/content-posts.ts';
export {
  SLIDER_GROUPS,
  type SliderGroup,
  sliderGroupLabel,
  sliderSortFields,
} from './resources/content-sliders.ts';
export { COUPON_CODE, couponCategoryFields } from './resources/coupons.ts';
export {
  adminResources,
  type FieldName,
  type FieldValues,
  type FilterName,
  getResource,
  type ResourceName,
  type ResourceOf,
  resourceNamed,
  type SortKey,
} from './resources/index.ts';
export {
  CUSTOMER_GENDERS,
  CUSTOMER_LIMITS,
  customerAddressFields,
  peopleCustomerResources,
} from './resources/people-customers.ts';
export {
  SHIPPING_EXCEL_COLUMNS,
  SHIPPING_EXCEL_MAX_ROWS,
  type ShippingExcelColumn,
  shippingAreaPriceFields,
  shippingAssignCitiesFields,
  shippingIdsFields,
  shippingRolePriceFields,
} from './resources/shipping.ts';
export { MINI_ORDER_LIMITS, MINI_ORDER_TYPES, miniOrderFields, shopResources } from './resources/shop.ts';
export {
  WALLET_LIMITS,
  WALLET_TRANSACTION_TYPES,
  WITHDRAW_STATUSES,
  walletMoveFields,
  walletResources,
  withdrawStatusLabel,
} from './resources/wallet.ts';
export { buildPath, matchRoute } from './route-path.ts';
export { adminRoutes, findRoute, type RouteName, routeNamed } from './routes/index.ts';
export type * from './types.ts';
