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
        name: Type.Optional(nullable(Type.String())),
        code: Type.Optional(nullable(Type.String())),
      }),
    ),
    attributes: Type.Array(
      strict({
        attribute_id: Type.Optional(nullable(Type.Number())),
        name: Type.Optional(nullable(Type.String())),
        label: Type.Optional(nullable(Type.String())),
        value_id: Type.Optional(nullable(Type.Number())),
        value: Type.Optional(nullable(Type.String())),
      }),
    ),
    is_default: Type.Boolean(),
    order: Type.Number(),
    store: strict({
      id: Type.Number(),
      balance: Type.Optional(nullable(Type.Number())),
    }),
    quantity: Type.Number(),
    final_price: strict({
      discount_model: Type.Optional(nullable(Type.String())),
      discount_type: Type.Optional(nullable(Type.String())),
      discount: Type.Optional(nullable(Type.Number())),
      discount_price: Type.Optional(nullable(Type.Number())),
      amount: Type.Optional(nullable(Type.Number())),
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
          parent_id: Type.Optional(nullable(Type.Number())),
          level: Type.Optional(nullable(Type.Number())),
          priority: Type.Optional(nullable(Type.Number())),
          title: Type.Optional(nullable(Type.String())),
          en_title: Type.Optional(nullable(Type.String())),
          slug: Type.Optional(nullable(Type.String())),
          description: Type.Optional(nullable(Type.String())),
          status: Type.Optional(nullable(Type.Boolean())),
          special: Type.Optional(nullable(Type.Boolean())),
          show_in_home: Type.Optional(nullable(Type.Boolean())),
          meta_title: Type.Optional(nullable(Type.String())),
          meta_description: Type.Optional(nullable(Type.String())),
          banner_link: Type.Optional(Type.Unknown() /* only null seen */),
          image: Type.Optional(Type.Unknown() /* only null seen */),
          created_at: Type.Optional(nullable(Type.String())),
          updated_at: Type.Optional(nullable(Type.String())),
          children: Type.Optional(
            nullable(
              Type.Array(
                strict({
                  id: Type.Number(),
                  parent_id: Type.Optional(nullable(Type.Number())),
                  level: Type.Optional(nullable(Type.Number())),
                  priority: Type.Optional(nullable(Type.Number())),
                  title: Type.Optional(nullable(Type.String())),
                  en_title: Type.Optional(nullable(Type.String())),
                  slug: Type.Optional(nullable(Type.String())),
                  description: Type.Optional(nullable(Type.String())),
                  status: Type.Optional(nullable(Type.Boolean())),
                  special: Type.Optional(nullable(Type.Boolean())),
                  show_in_home: Type.Optional(nullable(Type.Boolean())),
                  meta_title: Type.Optional(nullable(Type.String())),
                  meta_description: Type.Optional(nullable(Type.String())),
                  banner_link: Type.Optional(Type.Unknown() /* only null seen */),
                  image: Type.Optional(Type.Unknown() /* only null seen */),
                  created_at: Type.Optional(nullable(Type.String())),
                  updated_at: Type.Optional(nullable(Type.String())),
                  children: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
                }),
              ),
            ),
          ),
        }),
      ),
    ),
    path: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.Optional(nullable(Type.String())),
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
        value: Type.Optional(nullable(Type.String())),
        position: Type.Optional(nullable(Type.Number())),
      }),
    ), // declared multiselect, answered otherwise
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  specifications: {
    values: Type.Array(
      strict({
        id: Type.Number(),
        value: Type.Optional(nullable(Type.String())),
        position: Type.Optional(nullable(Type.Number())),
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
        name: Type.Optional(nullable(Type.String())),
        position: Type.Optional(nullable(Type.Number())),
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
          title: Type.Optional(nullable(Type.String())),
          status: Type.Optional(nullable(Type.String())),
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
          title: Type.Optional(nullable(Type.String())),
          unit_price: Type.Optional(nullable(Type.Number())),
          discount_type: Type.Optional(nullable(Type.String())),
          discount: Type.Optional(nullable(Type.Number())),
          salable_max: Type.Optional(nullable(Type.Number())),
          sales_count: Type.Optional(nullable(Type.Number())),
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
        title: Type.Optional(nullable(Type.String())),
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
      name: Type.Optional(nullable(Type.String())),
    }),
  },
  shippings: {
    provinces: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.Optional(nullable(Type.String())),
        price: Type.Optional(nullable(Type.Number())),
      }),
    ), // declared rows, answered otherwise
    cities: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.Optional(nullable(Type.String())),
        province_id: Type.Optional(nullable(Type.Number())),
        price: Type.Optional(nullable(Type.Number())),
      }),
    ), // declared rows, answered otherwise
    customer_roles: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.Optional(nullable(Type.String())),
        amount: Type.Optional(nullable(Type.Number())),
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
        title: Type.Optional(nullable(Type.String())),
        amount: Type.Optional(nullable(Type.Number())),
      }),
    ), // declared rows, answered otherwise
    creator_id: nullable(Type.Number()),
    updated_at: Type.String(),
  },
  admins: {
    role: strict({
      id: Type.Number(),
      name: Type.Optional(nullable(Type.String())),
      label: Type.Optional(nullable(Type.String())),
      guard_name: Type.Optional(nullable(Type.String())),
    }), // declared reference required, answered otherwise
    updated_at: Type.String(),
  },
  roles: {
    permissions: Type.Array(
      strict({
        id: Type.Number(),
        name: Type.Optional(nullable(Type.String())),
        label: Type.Optional(nullable(Type.String())),
        guard_name: Type.Optional(nullable(Type.String())),
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
          name: Type.Optional(nullable(Type.String())),
        }),
      ),
    ),
    order_summary: Type.Optional(
      strict({
        online: Type.Optional(
          nullable(
            strict({
              count: Type.Optional(nullable(Type.Number())),
              paid_count: Type.Optional(nullable(Type.Number())),
              paid_amount: Type.Optional(nullable(Type.Number())),
              by_status: Type.Optional(
                nullable(
                  Type.Record(
                    Type.String(),
                    strict({
                      count: Type.Optional(nullable(Type.Number())),
                      amount: Type.Optional(nullable(Type.Number())),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
        physical: Type.Optional(
          nullable(
            strict({
              count: Type.Optional(nullable(Type.Number())),
              amount: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      }),
    ),
  },
  withdraws: {
    status_label: Type.String(),
    reject_reason: Type.Unknown() /* only null seen */,
    updated_at: Type.String(),
  },
  mini_orders: {
    // Issue 33: the device's id of a sale (its idempotency key) and when the device rang it up.
    client_id: Type.Optional(nullable(Type.String())),
    offline_at: Type.Optional(nullable(Type.String())),
    customer_id: nullable(Type.Number()),
    tracking_code: Type.Unknown() /* only null seen */,
    sell_amount: Type.Number(),
    refund_amount: Type.Number(),
    creator_id: Type.Number(),
    updated_at: Type.String(),
    shop: Type.Optional(
      strict({
        name: Type.Optional(nullable(Type.String())),
        logo: Type.Optional(nullable(Type.String())),
        telephone: Type.Optional(nullable(Type.String())),
        address: Type.Optional(nullable(Type.String())),
        postal_code: Type.Optional(nullable(Type.String())),
      }),
    ),
    items: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          product_id: Type.Optional(nullable(Type.Number())),
          variety_id: Type.Optional(nullable(Type.Number())),
          type: Type.Optional(nullable(Type.String())),
          quantity: Type.Optional(nullable(Type.Number())),
          amount: Type.Optional(nullable(Type.Number())),
          discount_amount: Type.Optional(nullable(Type.Number())),
          line_total: Type.Optional(nullable(Type.Number())),
          variety: Type.Optional(
            nullable(
              strict({
                id: Type.Number(),
                name: Type.Optional(Type.Unknown() /* only null seen */),
                sku: Type.Optional(nullable(Type.String())),
                barcode: Type.Optional(nullable(Type.String())),
                price: Type.Optional(nullable(Type.Number())),
                attributes: Type.Optional(
                  nullable(
                    Type.Array(
                      strict({
                        attribute_id: Type.Optional(nullable(Type.Number())),
                        name: Type.Optional(nullable(Type.String())),
                        label: Type.Optional(nullable(Type.String())),
                        value_id: Type.Optional(nullable(Type.Number())),
                        value: Type.Optional(nullable(Type.String())),
                      }),
                    ),
                  ),
                ),
                color: Type.Optional(
                  nullable(
                    strict({
                      id: Type.Number(),
                      name: Type.Optional(nullable(Type.String())),
                      code: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
                product: Type.Optional(
                  nullable(
                    strict({
                      id: Type.Number(),
                      title: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
              }),
            ),
          ),
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
      name: Type.Optional(nullable(Type.String())),
    }),
    creator_id: Type.Number(),
    updated_at: Type.String(),
    products: Type.Optional(
      Type.Array(
        strict({
          id: Type.Number(),
          title: Type.Optional(nullable(Type.String())),
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
          post_id: Type.Optional(nullable(Type.Number())),
          post_title: Type.Optional(Type.Unknown() /* only null seen */),
          parent_id: Type.Optional(nullable(Type.Number())),
          name: Type.Optional(nullable(Type.String())),
          email: Type.Optional(Type.Unknown() /* only null seen */),
          body: Type.Optional(nullable(Type.String())),
          status: Type.Optional(nullable(Type.String())),
          admin_id: Type.Optional(nullable(Type.Number())),
          admin_name: Type.Optional(nullable(Type.String())),
          creator: Type.Optional(
            nullable(
              strict({
                type: Type.Optional(nullable(Type.String())),
                id: Type.Number(),
                name: Type.Optional(nullable(Type.String())),
              }),
            ),
          ),
          created_at: Type.Optional(nullable(Type.String())),
          updated_at: Type.Optional(nullable(Type.String())),
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
          position_id: Type.Optional(nullable(Type.Number())),
          position_label: Type.Optional(nullable(Type.String())),
          image: Type.Optional(nullable(Type.String())),
          link: Type.Optional(nullable(Type.String())),
          linkable_type: Type.Optional(Type.Unknown() /* only null seen */),
          linkable_id: Type.Optional(Type.Unknown() /* only null seen */),
          linkable_title: Type.Optional(Type.Unknown() /* only null seen */),
          new_tab: Type.Optional(nullable(Type.Boolean())),
          start: Type.Optional(nullable(Type.String())),
          end: Type.Optional(nullable(Type.String())),
          possibility: Type.Optional(nullable(Type.Number())),
          order: Type.Optional(nullable(Type.Number())),
          created_at: Type.Optional(nullable(Type.String())),
          updated_at: Type.Optional(nullable(Type.String())),
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
    // Snapshots of whatever the entry is about: a record's fields, or a reorder's list or tree.
    before: Type.Unknown(),
    after: Type.Unknown(),
    admin_id: nullable(Type.Number()),
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
      coupon: Type.Optional(
        nullable(
          strict({
            label: Type.Optional(nullable(Type.String())),
            count: Type.Optional(nullable(Type.Number())),
            used: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      AdminCoupons: Type.Optional(
        nullable(
          strict({
            label: Type.Optional(nullable(Type.String())),
            count: Type.Optional(nullable(Type.Number())),
            used: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      GiftCoupons: Type.Optional(
        nullable(
          strict({
            label: Type.Optional(nullable(Type.String())),
            count: Type.Optional(nullable(Type.Number())),
            used: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      lastThirtyDays: Type.Optional(
        nullable(
          strict({
            label: Type.Optional(nullable(Type.String())),
            count: Type.Optional(nullable(Type.Number())),
            used: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  },
};
