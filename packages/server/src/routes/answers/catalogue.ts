import Type from 'typebox';
import { envelope, nullable, pageOrAll, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/** A bulk change set as lists show it. */
const changeSetSummary = strict({
  id: Type.Number(),
  admin: nullable(
    strict({ id: Type.Number(), name: nullable(Type.String()), username: nullable(Type.String()) }),
  ),
  source: Type.String(),
  rows: Type.Number(),
  undo_of: nullable(Type.Number()),
  undone: Type.Boolean(),
  undone_by: nullable(Type.Number()),
  created_at: Type.String(),
});

/**
 * The 200 answers of the catalogue routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const catalogueAnswers: RouteAnswers = {
  // Issue 32: bulk change sets (services/catalogue/change-sets.ts `summaryOf`; the detail adds its rows).
  'GET /api/admin/products/change-sets': envelope(strict({ change_sets: Type.Array(changeSetSummary) })),
  'GET /api/admin/products/change-sets/:id': envelope(
    strict({
      change_set: strict({
        ...changeSetSummary.properties,
        version: Type.Optional(Type.String()),
        // Each row's bulk result as apply answered it (BulkEditResult's rows).
        results: Type.Array(Type.Record(Type.String(), Type.Unknown())),
      }),
    }),
  ),
  'GET /api/admin/products/create': envelope(
    strict({
      categories: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              title: Type.Optional(nullable(Type.String())),
              parent_id: Type.Optional(nullable(Type.Number())),
              level: Type.Optional(nullable(Type.Number())),
              status: Type.Optional(nullable(Type.Boolean())),
              attribute_ids: Type.Optional(nullable(Type.Array(Type.Number()))),
              specification_ids: Type.Optional(nullable(Type.Array(Type.Number()))),
            }),
          ),
        ),
      ),
      attributes: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
              type: Type.Optional(nullable(Type.String())),
              style: Type.Optional(nullable(Type.String())),
              values: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      value: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      brands: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      units: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              symbol: Type.Optional(nullable(Type.String())),
              precision: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      colors: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              code: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      specifications: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
              type: Type.Optional(nullable(Type.String())),
              group: Type.Optional(nullable(Type.String())),
              required: Type.Optional(nullable(Type.Boolean())),
              values: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      value: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      size_chart_types: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              values: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      name: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      statuses: Type.Optional(
        nullable(
          Type.Array(
            strict({
              value: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      discount_types: Type.Optional(
        nullable(
          Type.Array(
            strict({
              value: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/products/search': envelope(
    strict({
      products: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              title: Type.Optional(nullable(Type.String())),
              slug: Type.Optional(nullable(Type.String())),
              sku: Type.Optional(nullable(Type.String())),
              barcode: Type.Optional(Type.Unknown() /* only null seen */),
              status: Type.Optional(nullable(Type.String())),
              status_label: Type.Optional(nullable(Type.String())),
              unit_price: Type.Optional(nullable(Type.Number())),
              purchase_price: Type.Optional(nullable(Type.Number())),
              discount_type: Type.Optional(nullable(Type.String())),
              discount: Type.Optional(nullable(Type.Number())),
              discount_from: Type.Optional(Type.Unknown() /* only null seen */),
              discount_until: Type.Optional(nullable(Type.String())),
              brand_id: Type.Optional(nullable(Type.Number())),
              unit_id: Type.Optional(nullable(Type.Number())),
              approved_at: Type.Optional(nullable(Type.String())),
              published_at: Type.Optional(nullable(Type.String())),
              weight: Type.Optional(nullable(Type.Number())),
              max_number_purchases: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              varieties: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      product_id: Type.Optional(nullable(Type.Number())),
                      title: Type.Optional(nullable(Type.String())),
                      name: Type.Optional(Type.Unknown() /* only null seen */),
                      color_id: Type.Optional(nullable(Type.Number())),
                      color: Type.Optional(
                        nullable(
                          strict({
                            id: Type.Number(),
                            name: Type.Optional(nullable(Type.String())),
                            code: Type.Optional(nullable(Type.String())),
                          }),
                        ),
                      ),
                      attribute_value_ids: Type.Optional(
                        nullable(Type.Array(Type.Unknown() /* only empty lists seen */)),
                      ),
                      attributes: Type.Optional(
                        nullable(Type.Array(Type.Unknown() /* only empty lists seen */)),
                      ),
                      price: Type.Optional(nullable(Type.Number())),
                      purchase_price: Type.Optional(nullable(Type.Number())),
                      sku: Type.Optional(nullable(Type.String())),
                      barcode: Type.Optional(nullable(Type.String())),
                      discount_type: Type.Optional(Type.Unknown() /* only null seen */),
                      discount: Type.Optional(Type.Unknown() /* only null seen */),
                      discount_until: Type.Optional(Type.Unknown() /* only null seen */),
                      max_number_purchases: Type.Optional(Type.Unknown() /* only null seen */),
                      weight: Type.Optional(Type.Unknown() /* only null seen */),
                      image_ids: Type.Optional(
                        nullable(Type.Array(Type.Unknown() /* only empty lists seen */)),
                      ),
                      is_default: Type.Optional(nullable(Type.Boolean())),
                      order: Type.Optional(nullable(Type.Number())),
                      balance: Type.Optional(nullable(Type.Number())),
                      store: Type.Optional(
                        nullable(
                          strict({
                            id: Type.Number(),
                            balance: Type.Optional(nullable(Type.Number())),
                          }),
                        ),
                      ),
                      quantity: Type.Optional(nullable(Type.Number())),
                      final_price: Type.Optional(
                        nullable(
                          strict({
                            discount_model: Type.Optional(nullable(Type.String())),
                            discount_type: Type.Optional(nullable(Type.String())),
                            discount: Type.Optional(nullable(Type.Number())),
                            discount_price: Type.Optional(nullable(Type.Number())),
                            amount: Type.Optional(nullable(Type.Number())),
                          }),
                        ),
                      ),
                      created_at: Type.Optional(nullable(Type.String())),
                      updated_at: Type.Optional(nullable(Type.String())),
                      deleted_at: Type.Optional(Type.Unknown() /* only null seen */),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      products_count: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/products': envelope(
    strict({
      products: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              title: Type.Optional(nullable(Type.String())),
              slug: Type.Optional(nullable(Type.String())),
              sku: Type.Optional(nullable(Type.String())),
              barcode: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.String())),
              status_label: Type.Optional(nullable(Type.String())),
              unit_price: Type.Optional(nullable(Type.Number())),
              purchase_price: Type.Optional(nullable(Type.Number())),
              discount_type: Type.Optional(nullable(Type.String())),
              discount: Type.Optional(nullable(Type.Number())),
              discount_from: Type.Optional(Type.Unknown() /* only null seen */),
              discount_until: Type.Optional(nullable(Type.String())),
              brand_id: Type.Optional(nullable(Type.Number())),
              unit_id: Type.Optional(nullable(Type.Number())),
              approved_at: Type.Optional(nullable(Type.String())),
              published_at: Type.Optional(nullable(Type.String())),
              weight: Type.Optional(nullable(Type.Number())),
              max_number_purchases: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              main_image: Type.Optional(nullable(Type.String())),
              total_balance: Type.Optional(nullable(Type.Number())),
              categories: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      title: Type.Optional(nullable(Type.String())),
                    }),
                  ),
                ),
              ),
              varieties: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      title: Type.Optional(nullable(Type.String())),
                      price: Type.Optional(nullable(Type.Number())),
                      sku: Type.Optional(nullable(Type.String())),
                      is_default: Type.Optional(nullable(Type.Boolean())),
                      store: Type.Optional(
                        nullable(
                          strict({
                            balance: Type.Optional(nullable(Type.Number())),
                          }),
                        ),
                      ),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      statusCounts: Type.Optional(
        nullable(
          strict({
            draft: Type.Optional(nullable(Type.Number())),
            soon: Type.Optional(nullable(Type.Number())),
            available: Type.Optional(nullable(Type.Number())),
            out_of_stock: Type.Optional(nullable(Type.Number())),
            available_offline: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      statuses: Type.Optional(
        nullable(
          Type.Array(
            strict({
              value: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/products/:id': envelope(
    strict({
      product: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            title: Type.Optional(nullable(Type.String())),
            slug: Type.Optional(nullable(Type.String())),
            sku: Type.Optional(nullable(Type.String())),
            barcode: Type.Optional(Type.Unknown() /* only null seen */),
            status: Type.Optional(nullable(Type.String())),
            status_label: Type.Optional(nullable(Type.String())),
            unit_price: Type.Optional(nullable(Type.Number())),
            purchase_price: Type.Optional(nullable(Type.Number())),
            discount_type: Type.Optional(nullable(Type.String())),
            discount: Type.Optional(nullable(Type.Number())),
            discount_from: Type.Optional(Type.Unknown() /* only null seen */),
            discount_until: Type.Optional(nullable(Type.String())),
            brand_id: Type.Optional(nullable(Type.Number())),
            unit_id: Type.Optional(nullable(Type.Number())),
            approved_at: Type.Optional(nullable(Type.String())),
            published_at: Type.Optional(nullable(Type.String())),
            weight: Type.Optional(nullable(Type.Number())),
            max_number_purchases: Type.Optional(Type.Unknown() /* only null seen */),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            short_description: Type.Optional(nullable(Type.String())),
            description: Type.Optional(nullable(Type.String())),
            meta_title: Type.Optional(nullable(Type.String())),
            meta_description: Type.Optional(nullable(Type.String())),
            tags: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
            creator_id: Type.Optional(Type.Unknown() /* only null seen */),
            updater_id: Type.Optional(Type.Unknown() /* only null seen */),
            brand: Type.Optional(
              nullable(
                strict({
                  id: Type.Number(),
                  name: Type.Optional(nullable(Type.String())),
                }),
              ),
            ),
            unit: Type.Optional(
              nullable(
                strict({
                  id: Type.Number(),
                  name: Type.Optional(nullable(Type.String())),
                  symbol: Type.Optional(Type.Unknown() /* only null seen */),
                }),
              ),
            ),
            categories: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    title: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            ),
            specifications: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    specification_id: Type.Optional(nullable(Type.Number())),
                    name: Type.Optional(nullable(Type.String())),
                    label: Type.Optional(nullable(Type.String())),
                    type: Type.Optional(nullable(Type.String())),
                    group: Type.Optional(nullable(Type.String())),
                    value: Type.Optional(Type.Unknown() /* only null seen */),
                    value_ids: Type.Optional(nullable(Type.Array(Type.Number()))),
                    values: Type.Optional(
                      nullable(
                        Type.Array(
                          strict({
                            id: Type.Number(),
                            value: Type.Optional(nullable(Type.String())),
                          }),
                        ),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            varieties: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    product_id: Type.Optional(nullable(Type.Number())),
                    title: Type.Optional(nullable(Type.String())),
                    name: Type.Optional(Type.Unknown() /* only null seen */),
                    color_id: Type.Optional(nullable(Type.Number())),
                    color: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                          code: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    attribute_value_ids: Type.Optional(nullable(Type.Array(Type.Number()))),
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
                    price: Type.Optional(nullable(Type.Number())),
                    purchase_price: Type.Optional(nullable(Type.Number())),
                    sku: Type.Optional(nullable(Type.String())),
                    barcode: Type.Optional(nullable(Type.String())),
                    discount_type: Type.Optional(Type.Unknown() /* only null seen */),
                    discount: Type.Optional(Type.Unknown() /* only null seen */),
                    discount_until: Type.Optional(Type.Unknown() /* only null seen */),
                    max_number_purchases: Type.Optional(Type.Unknown() /* only null seen */),
                    weight: Type.Optional(Type.Unknown() /* only null seen */),
                    image_ids: Type.Optional(
                      nullable(Type.Array(Type.Unknown() /* only empty lists seen */)),
                    ),
                    is_default: Type.Optional(nullable(Type.Boolean())),
                    order: Type.Optional(nullable(Type.Number())),
                    balance: Type.Optional(nullable(Type.Number())),
                    store: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          balance: Type.Optional(nullable(Type.Number())),
                        }),
                      ),
                    ),
                    quantity: Type.Optional(nullable(Type.Number())),
                    final_price: Type.Optional(
                      nullable(
                        strict({
                          discount_model: Type.Optional(nullable(Type.String())),
                          discount_type: Type.Optional(nullable(Type.String())),
                          discount: Type.Optional(nullable(Type.Number())),
                          discount_price: Type.Optional(nullable(Type.Number())),
                          amount: Type.Optional(nullable(Type.Number())),
                        }),
                      ),
                    ),
                    created_at: Type.Optional(nullable(Type.String())),
                    updated_at: Type.Optional(nullable(Type.String())),
                    deleted_at: Type.Optional(Type.Unknown() /* only null seen */),
                  }),
                ),
              ),
            ),
            total_balance: Type.Optional(nullable(Type.Number())),
            images: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    url: Type.Optional(nullable(Type.String())),
                    alt: Type.Optional(Type.Unknown() /* only null seen */),
                    mime: Type.Optional(nullable(Type.String())),
                    size: Type.Optional(nullable(Type.Number())),
                    order: Type.Optional(nullable(Type.Number())),
                  }),
                ),
              ),
            ),
            main_image: Type.Optional(nullable(Type.String())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/stores': envelope(
    strict({
      stores: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              variety_id: Type.Optional(nullable(Type.Number())),
              balance: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              product_id: Type.Optional(nullable(Type.Number())),
              product_title: Type.Optional(nullable(Type.String())),
              variety_title: Type.Optional(nullable(Type.String())),
              sku: Type.Optional(nullable(Type.String())),
              barcode: Type.Optional(nullable(Type.String())),
              is_default: Type.Optional(nullable(Type.Boolean())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/stores/:id': envelope(
    strict({
      store: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            variety_id: Type.Optional(nullable(Type.Number())),
            balance: Type.Optional(nullable(Type.Number())),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            product_id: Type.Optional(nullable(Type.Number())),
            product_title: Type.Optional(nullable(Type.String())),
            variety_title: Type.Optional(nullable(Type.String())),
            sku: Type.Optional(nullable(Type.String())),
            barcode: Type.Optional(nullable(Type.String())),
            is_default: Type.Optional(nullable(Type.Boolean())),
            transactions: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    store_id: Type.Optional(nullable(Type.Number())),
                    variety_id: Type.Optional(nullable(Type.Number())),
                    product_id: Type.Optional(nullable(Type.Number())),
                    type: Type.Optional(nullable(Type.String())),
                    quantity: Type.Optional(nullable(Type.Number())),
                    balance: Type.Optional(nullable(Type.Number())),
                    description: Type.Optional(nullable(Type.String())),
                    order_id: Type.Optional(nullable(Type.Number())),
                    mini_order_id: Type.Optional(Type.Unknown() /* only null seen */),
                    creator_id: Type.Optional(Type.Unknown() /* only null seen */),
                    created_at: Type.Optional(nullable(Type.String())),
                    updated_at: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            ),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/store_transactions': envelope(
    strict({
      storeTransactions: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              store_id: Type.Optional(nullable(Type.Number())),
              variety_id: Type.Optional(nullable(Type.Number())),
              product_id: Type.Optional(nullable(Type.Number())),
              type: Type.Optional(nullable(Type.String())),
              quantity: Type.Optional(nullable(Type.Number())),
              balance: Type.Optional(nullable(Type.Number())),
              description: Type.Optional(nullable(Type.String())),
              order_id: Type.Optional(nullable(Type.Number())),
              mini_order_id: Type.Optional(nullable(Type.Number())),
              creator_id: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              product_title: Type.Optional(nullable(Type.String())),
              variety_title: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
};
