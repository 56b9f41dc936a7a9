import Type from 'typebox';
import { envelope, nullable, pageOrAll, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the orders routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const ordersAnswers: RouteAnswers = {
  'GET /api/admin/orders': envelope(
    strict({
      orders: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              customer_id: Type.Optional(nullable(Type.Number())),
              customer: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    first_name: Type.Optional(nullable(Type.String())),
                    last_name: Type.Optional(nullable(Type.String())),
                    mobile: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
              address: Type.Optional(
                nullable(
                  strict({
                    city: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    mobile: Type.Optional(nullable(Type.String())),
                    // A guest's order keeps the mobile it was placed with.
                    buyer_mobile: Type.Optional(nullable(Type.String())),
                    address: Type.Optional(nullable(Type.String())),
                    province: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    last_name: Type.Optional(nullable(Type.String())),
                    telephone: Type.Optional(nullable(Type.String())),
                    first_name: Type.Optional(nullable(Type.String())),
                    postal_code: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
              receiver: Type.Optional(nullable(Type.String())),
              province_id: Type.Optional(nullable(Type.Number())),
              city_id: Type.Optional(nullable(Type.Number())),
              status: Type.Optional(nullable(Type.String())),
              status_label: Type.Optional(nullable(Type.String())),
              status_detail: Type.Optional(nullable(Type.String())),
              parent_id: Type.Optional(Type.Unknown() /* only null seen */),
              reserved: Type.Optional(nullable(Type.Boolean())),
              tracking_code: Type.Optional(nullable(Type.String())),
              shipping_id: Type.Optional(nullable(Type.Number())),
              shipping_amount: Type.Optional(nullable(Type.Number())),
              coupon_id: Type.Optional(Type.Unknown() /* only null seen */),
              discount_amount: Type.Optional(nullable(Type.Number())),
              items_amount: Type.Optional(nullable(Type.Number())),
              total_items_count: Type.Optional(nullable(Type.Number())),
              total_quantity: Type.Optional(nullable(Type.Number())),
              total_amount: Type.Optional(nullable(Type.Number())),
              paid_amount: Type.Optional(nullable(Type.Number())),
              total_invoices_amount: Type.Optional(nullable(Type.Number())),
              description: Type.Optional(nullable(Type.String())),
              creator_id: Type.Optional(Type.Unknown() /* only null seen */),
              paid_at: Type.Optional(nullable(Type.String())),
              reserved_at: Type.Optional(nullable(Type.String())),
              delivered_at: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      order_statuses: Type.Optional(
        nullable(
          strict({
            wait_for_payment: Type.Optional(nullable(Type.Number())),
            new: Type.Optional(nullable(Type.Number())),
            reserved: Type.Optional(nullable(Type.Number())),
            in_progress: Type.Optional(nullable(Type.Number())),
            delivered: Type.Optional(nullable(Type.Number())),
            canceled: Type.Optional(nullable(Type.Number())),
            failed: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/orders/create': envelope(
    strict({
      customers: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              first_name: Type.Optional(nullable(Type.String())),
              last_name: Type.Optional(nullable(Type.String())),
              mobile: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      provinces: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      shippings: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              default_price: Type.Optional(nullable(Type.Number())),
              free_threshold: Type.Optional(nullable(Type.Number())),
              minimum_delay: Type.Optional(nullable(Type.Number())),
              logo: Type.Optional(Type.Unknown() /* only null seen */),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/orders/:id': envelope(
    strict({
      order: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            customer_id: Type.Optional(nullable(Type.Number())),
            customer: Type.Optional(
              nullable(
                strict({
                  id: Type.Number(),
                  first_name: Type.Optional(nullable(Type.String())),
                  last_name: Type.Optional(nullable(Type.String())),
                  mobile: Type.Optional(nullable(Type.String())),
                }),
              ),
            ),
            address: Type.Optional(
              nullable(
                strict({
                  city: Type.Optional(
                    nullable(
                      strict({
                        id: Type.Number(),
                        name: Type.Optional(nullable(Type.String())),
                      }),
                    ),
                  ),
                  mobile: Type.Optional(nullable(Type.String())),
                  // A guest's order keeps the mobile it was placed with.
                  buyer_mobile: Type.Optional(nullable(Type.String())),
                  address: Type.Optional(nullable(Type.String())),
                  province: Type.Optional(
                    nullable(
                      strict({
                        id: Type.Number(),
                        name: Type.Optional(nullable(Type.String())),
                      }),
                    ),
                  ),
                  last_name: Type.Optional(nullable(Type.String())),
                  telephone: Type.Optional(nullable(Type.String())),
                  first_name: Type.Optional(nullable(Type.String())),
                  postal_code: Type.Optional(nullable(Type.String())),
                }),
              ),
            ),
            receiver: Type.Optional(nullable(Type.String())),
            province_id: Type.Optional(nullable(Type.Number())),
            city_id: Type.Optional(nullable(Type.Number())),
            status: Type.Optional(nullable(Type.String())),
            status_label: Type.Optional(nullable(Type.String())),
            status_detail: Type.Optional(nullable(Type.String())),
            parent_id: Type.Optional(Type.Unknown() /* only null seen */),
            reserved: Type.Optional(nullable(Type.Boolean())),
            tracking_code: Type.Optional(Type.Unknown() /* only null seen */),
            shipping_id: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            coupon_id: Type.Optional(Type.Unknown() /* only null seen */),
            discount_amount: Type.Optional(nullable(Type.Number())),
            items_amount: Type.Optional(nullable(Type.Number())),
            total_items_count: Type.Optional(nullable(Type.Number())),
            total_quantity: Type.Optional(nullable(Type.Number())),
            total_amount: Type.Optional(nullable(Type.Number())),
            paid_amount: Type.Optional(nullable(Type.Number())),
            total_invoices_amount: Type.Optional(nullable(Type.Number())),
            description: Type.Optional(nullable(Type.String())),
            creator_id: Type.Optional(Type.Unknown() /* only null seen */),
            paid_at: Type.Optional(nullable(Type.String())),
            reserved_at: Type.Optional(Type.Unknown() /* only null seen */),
            delivered_at: Type.Optional(Type.Unknown() /* only null seen */),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            shipping: Type.Optional(
              nullable(
                strict({
                  id: Type.Number(),
                  name: Type.Optional(nullable(Type.String())),
                  logo: Type.Optional(Type.Unknown() /* only null seen */),
                }),
              ),
            ),
            coupon: Type.Optional(Type.Unknown() /* only null seen */),
            items: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    order_id: Type.Optional(nullable(Type.Number())),
                    product_id: Type.Optional(nullable(Type.Number())),
                    variety_id: Type.Optional(nullable(Type.Number())),
                    quantity: Type.Optional(nullable(Type.Number())),
                    amount: Type.Optional(nullable(Type.Number())),
                    discount_amount: Type.Optional(nullable(Type.Number())),
                    total: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.Number())),
                    extra: Type.Optional(
                      nullable(Type.Record(Type.String(), Type.Unknown()) /* free-form */),
                    ),
                    flash_id: Type.Optional(Type.Unknown() /* only null seen */),
                    created_at: Type.Optional(nullable(Type.String())),
                    updated_at: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            ),
            removed_items: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
            childs: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
            order_logs: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    from_status: Type.Optional(nullable(Type.String())),
                    status: Type.Optional(nullable(Type.String())),
                    description: Type.Optional(nullable(Type.String())),
                    admin: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    created_at: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            ),
            invoices: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    order_id: Type.Optional(nullable(Type.Number())),
                    amount: Type.Optional(nullable(Type.Number())),
                    type: Type.Optional(nullable(Type.String())),
                    wallet_amount: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.String())),
                    status_detail: Type.Optional(nullable(Type.String())),
                    created_at: Type.Optional(nullable(Type.String())),
                    payments: Type.Optional(
                      nullable(
                        Type.Array(
                          strict({
                            id: Type.Number(),
                            gateway: Type.Optional(nullable(Type.String())),
                            transaction_id: Type.Optional(nullable(Type.String())),
                            tracking_code: Type.Optional(nullable(Type.String())),
                            amount: Type.Optional(nullable(Type.Number())),
                            status: Type.Optional(nullable(Type.String())),
                            created_at: Type.Optional(nullable(Type.String())),
                          }),
                        ),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            totals: Type.Optional(
              nullable(
                strict({
                  items_amount: Type.Optional(nullable(Type.Number())),
                  items_discount: Type.Optional(nullable(Type.Number())),
                  shipping_amount: Type.Optional(nullable(Type.Number())),
                  discount_amount: Type.Optional(nullable(Type.Number())),
                  total_amount: Type.Optional(nullable(Type.Number())),
                  paid_amount: Type.Optional(nullable(Type.Number())),
                  due_amount: Type.Optional(nullable(Type.Number())),
                }),
              ),
            ),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
};
