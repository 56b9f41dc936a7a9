import { type DiscountSource, finalPrice, productStatusLabel, varietyTitle } from '@shop-admin/core';
import type { productImages, products, varieties } from '../../db/schema/index.ts';
import { imageUrl } from './images.ts';

type ProductRow = typeof products.$inferSelect;
type VarietyRow = typeof varieties.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** One value of a variety's combination, as the editor shows it. */
export interface VarietyAttributeJson {
  attribute_id: number;
  name: string;
  label: string;
  value_id: number;
  value: string;
}

export interface VarietyExtras {
  balance: number;
  storeId: number | null;
  color: { id: number; name: string; code: string } | null;
  attributes: VarietyAttributeJson[];
  /** Ids of the product's images that show the variety (none: the product's). */
  imageIds?: number[];
}

/** A variety as the API shows it, with its stock, combination and final price. */
export function serializeVariety(row: VarietyRow, extras: VarietyExtras, product: DiscountSource, now: Date) {
  return {
    id: row.id,
    product_id: row.productId,
    title: varietyTitle(row.name, extras),
    name: row.name,
    color_id: row.colorId,
    color: extras.color,
    attribute_value_ids: extras.attributes.map((a) => a.value_id),
    attributes: extras.attributes,
    price: row.price,
    purchase_price: row.purchasePrice,
    sku: row.sku,
    barcode: row.barcode,
    discount_type: row.discountType,
    discount: row.discount,
    discount_until: row.discountUntil,
    max_number_purchases: row.maxNumberPurchases,
    weight: row.weight,
    image_ids: extras.imageIds ?? [],
    is_default: row.isDefault,
    order: row.order,
    balance: extras.balance,
    store: { id: extras.storeId, balance: extras.balance },
    quantity: Math.max(0, Math.min(extras.balance, row.maxNumberPurchases ?? extras.balance)),
    final_price: finalPrice(row.price, row, product, now),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}

export type VarietyJson = ReturnType<typeof serializeVariety>;

/** An image as the API shows it: its stable public URL. */
export function serializeImage(row: ImageRow) {
  return {
    id: row.id,
    url: imageUrl(row.key),
    alt: row.alt,
    mime: row.mime,
    size: row.size,
    order: row.order,
  };
}

export type ImageJson = ReturnType<typeof serializeImage>;

/** The product columns every product answer carries (list rows and the full record). */
export function productColumns(row: ProductRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    barcode: row.barcode,
    status: row.status,
    status_label: productStatusLabel(row.status),
    unit_price: row.unitPrice,
    purchase_price: row.purchasePrice,
    discount_type: row.discountType,
    discount: row.discount,
    discount_from: row.discountFrom,
    discount_until: row.discountUntil,
    brand_id: row.brandId,
    unit_id: row.unitId,
    approved_at: row.approvedAt,
    published_at: row.publishedAt,
    weight: row.weight,
    max_number_purchases: row.maxNumberPurchases,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
