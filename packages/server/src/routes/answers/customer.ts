import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the customer routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const customerAnswers: RouteAnswers = {
  'GET /api/customer/profile': envelope(
    strict({
      customer: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            first_name: Type.Optional(nullable(Type.String())),
            last_name: Type.Optional(nullable(Type.String())),
            mobile: Type.Optional(nullable(Type.String())),
            email: Type.Optional(Type.Unknown() /* only null seen */),
            national_code: Type.Optional(nullable(Type.String())),
            gender: Type.Optional(nullable(Type.String())),
            birth_date: Type.Optional(nullable(Type.String())),
            newsletter: Type.Optional(nullable(Type.Boolean())),
            wallet_balance: Type.Optional(nullable(Type.Number())),
            created_at: Type.Optional(nullable(Type.String())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/customer/orders/:id': envelope(
    strict({
      order: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            status: Type.Optional(nullable(Type.String())),
            status_label: Type.Optional(nullable(Type.String())),
            status_detail: Type.Optional(Type.Unknown() /* only null seen */),
            reserved: Type.Optional(nullable(Type.Boolean())),
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
                  telephone: Type.Optional(Type.Unknown() /* only null seen */),
                  first_name: Type.Optional(nullable(Type.String())),
                  postal_code: Type.Optional(nullable(Type.String())),
                }),
              ),
            ),
            shipping_id: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            coupon_id: Type.Optional(Type.Unknown() /* only null seen */),
            discount_amount: Type.Optional(nullable(Type.Number())),
            description: Type.Optional(Type.Unknown() /* only null seen */),
            items_count: Type.Optional(nullable(Type.Number())),
            items_quantity: Type.Optional(nullable(Type.Number())),
            items_amount: Type.Optional(nullable(Type.Number())),
            total_amount: Type.Optional(nullable(Type.Number())),
            paid_amount: Type.Optional(nullable(Type.Number())),
            paid_at: Type.Optional(nullable(Type.String())),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            items: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    product_id: Type.Optional(nullable(Type.Number())),
                    variety_id: Type.Optional(nullable(Type.Number())),
                    quantity: Type.Optional(nullable(Type.Number())),
                    amount: Type.Optional(nullable(Type.Number())),
                    discount_amount: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.Number())),
                    extra: Type.Optional(
                      nullable(Type.Record(Type.String(), Type.Unknown()) /* free-form */),
                    ),
                  }),
                ),
              ),
            ),
            customer_id: Type.Optional(nullable(Type.Number())),
            address_id: Type.Optional(nullable(Type.Number())),
            invoices: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    order_id: Type.Optional(nullable(Type.Number())),
                    amount: Type.Optional(nullable(Type.Number())),
                    type: Type.Optional(nullable(Type.String())),
                    wallet_amount: Type.Optional(nullable(Type.Number())),
                    gateway_amount: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.String())),
                    status_detail: Type.Optional(Type.Unknown() /* only null seen */),
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
};
