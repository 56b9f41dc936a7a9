import type { ResourceName } from '@shop-admin/core';
import Type, { type TSchema } from 'typebox';
import { nullable, strict } from './shapes.ts';

/**
 * What a resource's records answer beyond (or other than) their declaration: timestamps, relations,
 * computed labels, and declared fields answered in another JSON type than their field type implies
 * (a reference answered as its record, tags as a list). http/response-schema.ts adds these to the
 * record schema core builds from the declaration. Written from the demo shop's real answers and
 * checked by test/contract.test.ts (a key missing here fails it; the serialiser would drop it).
 */
export const RECORD_ANSWERS: Partial<Record<ResourceName, Record<string, TSchema>>> = {
  varieties: {
    color: nullable(
      strict({
        id: Type.Number(),
        name: Type.String(),
        code: Type.String(),
      }),
    ),
    attributes: Type.Array(
      strict({
        attribute_id: Type.Number(),
        name: Type.String(),
        label: Type.String(),
        value_id: Type.Number(),
        value: Type.String(),
      }),
    ),
    is_default: Type.Boolean(),
    order: Type.Number(),
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
  },
  brands: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  units: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  colors: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  categories: {
    priority: Type.Number(),
    created_at: Type.String(),
    updated_at: Type.String(),
    children: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          parent_id: Type.Number(),
          level: Type.Number(),
          priority: Type.Number(),
          title: Type.String(),
          en_title: Type.String(),
          slug: Type.String(),
          description: Type.String(),
          status: Type.Boolean(),
          special: Type.Boolean(),
          show_in_home: Type.Boolean(),
          meta_title: Type.String(),
          meta_description: Type.String(),
          banner_link: Type.Unknown() /* only null seen */,
          image: Type.Unknown() /* only null seen */,
          created_at: Type.String(),
          updated_at: Type.String(),
          children: Type.Array(
            strict({
              id: Type.Number(),
              parent_id: Type.Number(),
              level: Type.Number(),
              priority: Type.Number(),
              title: Type.String(),
              en_title: Type.String(),
              slug: Type.String(),
              description: Type.String(),
              status: Type.Boolean(),
              special: Type.Boolean(),
              show_in_home: Type.Boolean(),
              meta_title: Type.String(),
              meta_description: Type.String(),
              banner_link: Type.Unknown() /* only null seen */,
              image: Type.Unknown() /* only null seen */,
              created_at: Type.String(),
              updated_at: Type.String(),
              children: Type.Array(Type.Unknown() /* only empty lists seen */),
            }),
          ),
        }),
      ),
    ),
    path: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
        }),
      ),
    ),
    children_count: Type.Optional(Type.Number()),
    products_count: Type.Optional(Type.Number()),
  },
  attributes: {
    values: Type.Array(
      strict({
        id: Type.Number(),
        value: Type.String(),
        position: Type.Number(),
      }),
    ), // declared multiselect, answered otherwise
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  specifications: {
    values: Type.Array(
      strict({
        id: Type.Number(),
        value: Type.String(),
        position: Type.Number(),
      }),
    ), // declared multiselect, answered otherwise
    order: Type.Number(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  size_charts: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  size_chart_types: {
    values: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.String(),
        position: Type.Number(),
      }),
    ), // declared multiselect, answered otherwise
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  product_sets: {
    updated_at: Type.String(),
    products: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
          status: Type.String(),
        }),
      ),
    ), // declared multiselect required, answered otherwise
  },
  flashes: {
    state: Type.String(),
    order: Type.Number(),
    created_at: Type.String(),
    updated_at: Type.String(),
    products: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
          unit_price: Type.Number(),
          discount_type: Type.String(),
          discount: Type.Number(),
          salable_max: nullable(Type.Number()),
          sales_count: Type.Number(),
        }),
      ),
    ), // declared rows, answered otherwise
  },
  gifts: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  recommendation_groups: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  product_comments: {
    product_id: Type.Number(),
    parent_id: Type.Unknown() /* only null seen */,
    customer_id: Type.Unknown() /* only null seen */,
    admin_id: Type.Unknown() /* only null seen */,
    show_customer_name: Type.Boolean(),
    updated_at: Type.String(),
    product: Type.Optional(
      strict({
        id: Type.Number(),
        title: Type.String(),
      }),
    ),
    answers: Type.Optional(Type.Array(Type.Unknown() /* only empty lists seen */)),
  },
  provinces: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  cities: {
    created_at: Type.String(),
    updated_at: Type.String(),
    province: strict({
      id: Type.Number(),
      name: Type.String(),
    }),
  },
  shippings: {
    provinces: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.String(),
        price: Type.Number(),
      }),
    ), // declared rows, answered otherwise
    cities: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.String(),
        province_id: Type.Number(),
        price: Type.Number(),
      }),
    ), // declared rows, answered otherwise
    customer_roles: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.String(),
        amount: Type.Number(),
      }),
    ), // declared rows, answered otherwise
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  shipping_excels: {
    updated_at: Type.String(),
  },
  coupons: {
    categories: Type.Array(
      strict({
        id: Type.Number(),
        title: Type.String(),
        amount: Type.Number(),
      }),
    ), // declared rows, answered otherwise
    creator_id: nullable(Type.Number()),
    updated_at: Type.String(),
  },
  admins: {
    role: strict({
      id: Type.Number(),
      name: Type.String(),
      label: Type.String(),
      guard_name: Type.String(),
    }), // declared reference required, answered otherwise
    updated_at: Type.String(),
  },
  roles: {
    permissions: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.String(),
        label: Type.String(),
        guard_name: Type.String(),
      }),
    ), // declared multiselect required, answered otherwise
    guard_name: Type.String(),
    updated_at: Type.String(),
  },
  sellers: {
    updated_at: Type.String(),
  },
  customer_roles: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  customers: {
    full_name: Type.String(),
    birth_date_jalali: nullable(Type.String()),
    gift_balance: Type.Number(),
    updated_at: Type.String(),
    role: Type.Optional(
      nullable(
        strict({
          id: Type.Number(),
          name: Type.String(),
        }),
      ),
    ),
    order_summary: Type.Optional(
      strict({
        online: strict({
          count: Type.Number(),
          paid_count: Type.Number(),
          paid_amount: Type.Number(),
          by_status: strict({
            canceled: Type.Optional(
              strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
            ),
            delivered: Type.Optional(
              strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
            ),
            failed: Type.Optional(
              strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
            ),
            reserved: Type.Optional(
              strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
            ),
          }),
        }),
        physical: strict({
          count: Type.Number(),
          amount: Type.Number(),
        }),
      }),
    ),
  },
  withdraws: {
    status_label: Type.String(),
    reject_reason: Type.Unknown() /* only null seen */,
    updated_at: Type.String(),
  },
  mini_orders: {
    customer_id: nullable(Type.Number()),
    tracking_code: Type.Unknown() /* only null seen */,
    sell_amount: Type.Number(),
    refund_amount: Type.Number(),
    creator_id: Type.Number(),
    updated_at: Type.String(),
    shop: Type.Optional(
      strict({
        name: Type.String(),
        logo: Type.String(),
        telephone: Type.String(),
        address: Type.String(),
        postal_code: Type.String(),
      }),
    ),
    items: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          product_id: Type.Number(),
          variety_id: Type.Number(),
          type: Type.String(),
          quantity: Type.Number(),
          amount: Type.Number(),
          discount_amount: Type.Number(),
          line_total: Type.Number(),
          variety: strict({
            id: Type.Number(),
            name: Type.Unknown() /* only null seen */,
            sku: nullable(Type.String()),
            barcode: nullable(Type.String()),
            price: Type.Number(),
            attributes: Type.Array(
              strict({
                attribute_id: Type.Number(),
                name: Type.String(),
                label: Type.String(),
                value_id: Type.Number(),
                value: Type.String(),
              }),
            ),
            color: nullable(
              strict({
                id: Type.Number(),
                name: Type.String(),
                code: Type.String(),
              }),
            ),
            product: strict({
              id: Type.Number(),
              title: Type.String(),
            }),
          }),
        }),
      ),
    ),
  },
  contacts: {
    answer: nullable(Type.String()),
    answered_at: nullable(Type.String()),
    updated_at: Type.String(),
    answers: Type.Optional(Type.Array(Type.Unknown() /* only empty lists seen */)),
  },
  faqs: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  pages: {
    updated_at: Type.String(),
  },
  posts: {
    tags: Type.Array(Type.String()), // declared text, answered otherwise
    post_category: strict({
      id: Type.Number(),
      name: Type.String(),
    }),
    creator_id: Type.Number(),
    updated_at: Type.String(),
    products: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
        }),
      ),
    ),
  },
  post_categories: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  post_comments: {
    post_id: Type.Number(),
    parent_id: Type.Unknown() /* only null seen */,
    admin_id: Type.Unknown() /* only null seen */,
    admin_name: Type.Unknown() /* only null seen */,
    creator: Type.Unknown() /* only null seen */,
    updated_at: Type.String(),
    replies: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          post_id: Type.Number(),
          post_title: Type.Unknown() /* only null seen */,
          parent_id: Type.Number(),
          name: Type.String(),
          email: Type.Unknown() /* only null seen */,
          body: Type.String(),
          status: Type.String(),
          admin_id: Type.Number(),
          admin_name: Type.String(),
          creator: strict({
            type: Type.String(),
            id: Type.Number(),
            name: Type.String(),
          }),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    ),
  },
  sliders: {
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  menu_items: {
    // A group's tree (`?group=`): each item with its children (items of the same shape, not typed deeper).
    children: Type.Optional(Type.Array(Type.Unknown())),
    group_label: Type.String(),
    order: Type.Number(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  positions: {
    // Counted in lists and reads; a create's answer has none yet.
    advertisements_count: Type.Optional(Type.Number()),
    created_at: Type.String(),
    updated_at: Type.String(),
    advertisements: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          position_id: Type.Number(),
          position_label: Type.String(),
          image: Type.String(),
          link: Type.String(),
          linkable_type: Type.Unknown() /* only null seen */,
          linkable_id: Type.Unknown() /* only null seen */,
          linkable_title: Type.Unknown() /* only null seen */,
          new_tab: Type.Boolean(),
          start: Type.String(),
          end: nullable(Type.String()),
          possibility: Type.Number(),
          order: Type.Number(),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    ),
  },
  advertisements: {
    linkable_title: Type.Unknown() /* only null seen */,
    order: Type.Number(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  newsletters: {
    status_label: Type.String(),
    recipients_count: Type.Number(),
    failed_count: Type.Number(),
    sent_at: nullable(Type.String()),
    error: Type.Unknown() /* only null seen */,
    updated_at: Type.String(),
  },
  subscribers: {
    updated_at: Type.String(),
  },
  logs: {
    before: nullable(
      strict({
        id: Type.Number(),
        name: Type.String(),
        status: Type.Boolean(),
        symbol: Type.Optional(Type.Unknown() /* only null seen */),
        precision: Type.Optional(Type.Number()),
        created_at: Type.String(),
        updated_at: Type.String(),
        image: Type.Optional(Type.Unknown() /* only null seen */),
        show_index: Type.Optional(Type.Boolean()),
        description: Type.Optional(nullable(Type.String())),
      }),
    ), // declared textarea, answered otherwise
    after: nullable(
      strict({
        id: Type.Number(),
        name: Type.String(),
        status: Type.Boolean(),
        symbol: Type.Optional(nullable(Type.String())),
        precision: Type.Optional(Type.Number()),
        created_at: Type.String(),
        updated_at: Type.String(),
        image: Type.Optional(Type.Unknown() /* only null seen */),
        show_index: Type.Optional(Type.Boolean()),
        description: Type.Optional(nullable(Type.String())),
      }),
    ), // declared textarea, answered otherwise
    admin_id: Type.Number(),
  },
};

/** Declared fields a record never answers: written only (a variety's stock goes to its store). */
export const NOT_ANSWERED: Partial<Record<ResourceName, readonly string[]>> = {
  varieties: ['stock'],
  attributes: ['edited_values', 'deleted_values'],
  specifications: ['edited_values', 'deleted_values'],
};

/** Declared fields its list rows leave out (the record's page answers them). */
export const NOT_IN_LIST: Partial<Record<ResourceName, readonly string[]>> = {
  categories: ['attribute_ids', 'brand_ids', 'specification_ids'],
  product_sets: ['products'],
  flashes: ['products'],
  posts: ['product_ids'],
  newsletters: ['users'],
};

/** What a resource's list answers beside its rows (`{coupons, totals}`). */
export const LIST_EXTRAS: Partial<Record<ResourceName, Record<string, TSchema>>> = {
  // `?group=` answers that group's tree under its name.
  menu_items: { group: Type.Optional(Type.String()) },
  coupons: {
    totals: strict({
      coupon: strict({
        label: Type.String(),
        count: Type.Number(),
        used: Type.Number(),
      }),
      AdminCoupons: strict({
        label: Type.String(),
        count: Type.Number(),
        used: Type.Number(),
      }),
      GiftCoupons: strict({
        label: Type.String(),
        count: Type.Number(),
        used: Type.Number(),
      }),
      lastThirtyDays: strict({
        label: Type.String(),
        count: Type.Number(),
        used: Type.Number(),
      }),
    }),
  },
};
