import Type from 'typebox';
import {
  envelope,
  nullable,
  pageOrAll,
  type RouteAnswers,
  strict,
} from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the catalogue routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const catalogueAnswers: RouteAnswers = {
  'GET /api/admin/products/create': envelope(
    strict({
      categories: Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
          parent_id: nullable(Type.Number()),
          level: Type.Number(),
          status: Type.Boolean(),
          attribute_ids: Type.Array(Type.Number()),
          specification_ids: Type.Array(Type.Number()),
        }),
      ),
      attributes: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          label: Type.String(),
          type: Type.String(),
          style: Type.String(),
          values: Type.Array(
            strict({
              id: Type.Number(),
              value: Type.String(),
            }),
          ),
        }),
      ),
      brands: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
        }),
      ),
      units: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          symbol: nullable(Type.String()),
          precision: Type.Number(),
        }),
      ),
      colors: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          code: Type.String(),
        }),
      ),
      specifications: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          label: Type.String(),
          type: Type.String(),
          group: Type.String(),
          required: Type.Boolean(),
          values: Type.Array(
            strict({
              id: Type.Number(),
              value: Type.String(),
            }),
          ),
        }),
      ),
      size_chart_types: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          values: Type.Array(
            strict({
              id: Type.Number(),
              name: Type.String(),
            }),
          ),
        }),
      ),
      statuses: Type.Array(
        strict({
          value: Type.String(),
          label: Type.String(),
        }),
      ),
      discount_types: Type.Array(
        strict({
          value: Type.String(),
          label: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/products/search': envelope(
    strict({
      products: Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
          slug: Type.String(),
          sku: Type.String(),
          barcode: Type.Unknown() /* only null seen */,
          status: Type.String(),
          status_label: Type.String(),
          unit_price: Type.Number(),
          purchase_price: Type.Number(),
          discount_type: nullable(Type.String()),
          discount: nullable(Type.Number()),
          discount_from: Type.Unknown() /* only null seen */,
          discount_until: nullable(Type.String()),
          brand_id: nullable(Type.Number()),
          unit_id: Type.Number(),
          approved_at: nullable(Type.String()),
          published_at: Type.String(),
          weight: Type.Number(),
          max_number_purchases: Type.Number(),
          created_at: Type.String(),
          updated_at: Type.String(),
          varieties: Type.Array(
            strict({
              id: Type.Number(),
              product_id: Type.Number(),
              title: Type.String(),
              name: Type.Unknown() /* only null seen */,
              color_id: Type.Number(),
              color: strict({
                id: Type.Number(),
                name: Type.String(),
                code: Type.String(),
              }),
              attribute_value_ids: Type.Array(Type.Unknown() /* only empty lists seen */),
              attributes: Type.Array(Type.Unknown() /* only empty lists seen */),
              price: Type.Number(),
              purchase_price: Type.Number(),
              sku: Type.String(),
              barcode: Type.String(),
              discount_type: Type.Unknown() /* only null seen */,
              discount: Type.Unknown() /* only null seen */,
              discount_until: Type.Unknown() /* only null seen */,
              max_number_purchases: Type.Unknown() /* only null seen */,
              weight: Type.Unknown() /* only null seen */,
              image_ids: Type.Array(Type.Unknown() /* only empty lists seen */),
              is_default: Type.Boolean(),
              order: Type.Number(),
              balance: Type.Number(),
              store: strict({
                id: Type.Number(),
                balance: Type.Number(),
              }),
              quantity: Type.Number(),
              final_price: strict({
                discount_model: nullable(Type.String()),
                discount_type: nullable(Type.String()),
                discount: Type.Number(),
                discount_price: Type.Number(),
                amount: Type.Number(),
              }),
              created_at: Type.String(),
              updated_at: Type.String(),
              deleted_at: Type.Unknown() /* only null seen */,
            }),
          ),
        }),
      ),
      products_count: Type.Number(),
    }),
  ),
  'GET /api/admin/products': envelope(
    strict({
      products: pageOrAll(
        strict({
          id: Type.Number(),
          title: Type.String(),
          slug: Type.String(),
          sku: Type.String(),
          barcode: nullable(Type.String()),
          status: Type.String(),
          status_label: Type.String(),
          unit_price: Type.Number(),
          purchase_price: Type.Number(),
          discount_type: nullable(Type.String()),
          discount: nullable(Type.Number()),
          discount_from: Type.Unknown() /* only null seen */,
          discount_until: nullable(Type.String()),
          brand_id: nullable(Type.Number()),
          unit_id: Type.Number(),
          approved_at: nullable(Type.String()),
          published_at: Type.String(),
          weight: Type.Number(),
          max_number_purchases: nullable(Type.Number()),
          created_at: Type.String(),
          updated_at: Type.String(),
          main_image: nullable(Type.String()),
          total_balance: Type.Number(),
          categories: Type.Array(
            strict({
              id: Type.Number(),
              title: Type.String(),
            }),
          ),
          varieties: Type.Array(
            strict({
              id: Type.Number(),
              title: Type.String(),
              price: Type.Number(),
              sku: nullable(Type.String()),
              is_default: Type.Boolean(),
              store: strict({
                balance: Type.Number(),
              }),
            }),
          ),
        }),
      ),
      statusCounts: strict({
        draft: Type.Number(),
        soon: Type.Number(),
        available: Type.Number(),
        out_of_stock: Type.Number(),
        available_offline: Type.Number(),
      }),
      statuses: Type.Array(
        strict({
          value: Type.String(),
          label: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/products/:id': envelope(
    strict({
      product: strict({
        id: Type.Number(),
        title: Type.String(),
        slug: Type.String(),
        sku: nullable(Type.String()),
        barcode: Type.Unknown() /* only null seen */,
        status: Type.String(),
        status_label: Type.String(),
        unit_price: Type.Number(),
        purchase_price: Type.Number(),
        discount_type: nullable(Type.String()),
        discount: nullable(Type.Number()),
        discount_from: Type.Unknown() /* only null seen */,
        discount_until: nullable(Type.String()),
        brand_id: nullable(Type.Number()),
        unit_id: nullable(Type.Number()),
        approved_at: nullable(Type.String()),
        published_at: nullable(Type.String()),
        weight: Type.Number(),
        max_number_purchases: Type.Unknown() /* only null seen */,
        created_at: Type.String(),
        updated_at: Type.String(),
        short_description: Type.String(),
        description: nullable(Type.String()),
        meta_title: Type.String(),
        meta_description: Type.String(),
        tags: Type.Array(Type.Unknown() /* only empty lists seen */),
        creator_id: Type.Unknown() /* only null seen */,
        updater_id: Type.Unknown() /* only null seen */,
        brand: nullable(
          strict({
            id: Type.Number(),
            name: Type.String(),
          }),
        ),
        unit: nullable(
          strict({
            id: Type.Number(),
            name: Type.String(),
            symbol: Type.Unknown() /* only null seen */,
          }),
        ),
        categories: Type.Array(
          strict({
            id: Type.Number(),
            title: Type.String(),
          }),
        ),
        specifications: Type.Array(
          strict({
            specification_id: Type.Number(),
            name: Type.String(),
            label: Type.String(),
            type: Type.String(),
            group: Type.String(),
            value: Type.Unknown() /* only null seen */,
            value_ids: Type.Array(Type.Number()),
            values: Type.Array(
              strict({
                id: Type.Number(),
                value: Type.String(),
              }),
            ),
          }),
        ),
        varieties: Type.Array(
          strict({
            id: Type.Number(),
            product_id: Type.Number(),
            title: Type.String(),
            name: Type.Unknown() /* only null seen */,
            color_id: nullable(Type.Number()),
            color: nullable(
              strict({
                id: Type.Number(),
                name: Type.String(),
                code: Type.String(),
              }),
            ),
            attribute_value_ids: Type.Array(Type.Number()),
            attributes: Type.Array(
              strict({
                attribute_id: Type.Number(),
                name: Type.String(),
                label: Type.String(),
                value_id: Type.Number(),
                value: Type.String(),
              }),
            ),
            price: Type.Number(),
            purchase_price: Type.Number(),
            sku: nullable(Type.String()),
            barcode: nullable(Type.String()),
            discount_type: Type.Unknown() /* only null seen */,
            discount: Type.Unknown() /* only null seen */,
            discount_until: Type.Unknown() /* only null seen */,
            max_number_purchases: Type.Unknown() /* only null seen */,
            weight: Type.Unknown() /* only null seen */,
            image_ids: Type.Array(Type.Unknown() /* only empty lists seen */),
            is_default: Type.Boolean(),
            order: Type.Number(),
            balance: Type.Number(),
            store: strict({
              id: Type.Number(),
              balance: Type.Number(),
            }),
            quantity: Type.Number(),
            final_price: strict({
              discount_model: nullable(Type.String()),
              discount_type: nullable(Type.String()),
              discount: Type.Number(),
              discount_price: Type.Number(),
              amount: Type.Number(),
            }),
            created_at: Type.String(),
            updated_at: Type.String(),
            deleted_at: Type.Unknown() /* only null seen */,
          }),
        ),
        total_balance: Type.Number(),
        images: Type.Array(
          strict({
            id: Type.Number(),
            url: Type.String(),
            alt: Type.Unknown() /* only null seen */,
            mime: Type.String(),
            size: Type.Number(),
            order: Type.Number(),
          }),
        ),
        main_image: nullable(Type.String()),
        version: Type.String(),
      }),
    }),
  ),
  'GET /api/admin/stores': envelope(
    strict({
      stores: pageOrAll(
        strict({
          id: Type.Number(),
          variety_id: Type.Number(),
          balance: Type.Number(),
          created_at: Type.String(),
          updated_at: Type.String(),
          product_id: Type.Number(),
          product_title: Type.String(),
          variety_title: Type.String(),
          sku: nullable(Type.String()),
          barcode: nullable(Type.String()),
          is_default: Type.Boolean(),
        }),
      ),
    }),
  ),
  'GET /api/admin/stores/:id': envelope(
    strict({
      store: strict({
        id: Type.Number(),
        variety_id: Type.Number(),
        balance: Type.Number(),
        created_at: Type.String(),
        updated_at: Type.String(),
        product_id: Type.Number(),
        product_title: Type.String(),
        variety_title: Type.String(),
        sku: nullable(Type.String()),
        barcode: nullable(Type.String()),
        is_default: Type.Boolean(),
        transactions: Type.Array(
          strict({
            id: Type.Number(),
            store_id: Type.Number(),
            variety_id: Type.Number(),
            product_id: Type.Number(),
            type: Type.String(),
            quantity: Type.Number(),
            balance: Type.Number(),
            description: Type.String(),
            order_id: nullable(Type.Number()),
            mini_order_id: Type.Unknown() /* only null seen */,
            creator_id: Type.Unknown() /* only null seen */,
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
        ),
        version: Type.String(),
      }),
    }),
  ),
  'GET /api/admin/store_transactions': envelope(
    strict({
      storeTransactions: pageOrAll(
        strict({
          id: Type.Number(),
          store_id: Type.Number(),
          variety_id: Type.Number(),
          product_id: Type.Number(),
          type: Type.String(),
          quantity: Type.Number(),
          balance: Type.Number(),
          description: Type.String(),
          order_id: nullable(Type.Number()),
          mini_order_id: nullable(Type.Number()),
          creator_id: nullable(Type.Number()),
          created_at: Type.String(),
          updated_at: Type.String(),
          product_title: Type.String(),
          variety_title: Type.String(),
        }),
      ),
    }),
  ),
};
