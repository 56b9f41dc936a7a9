import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the shop routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
/** The shop's details printed on receipts (services/orders/order-detail.ts `shopSender`). */
const shopSender = strict({
  name: nullable(Type.String()),
  logo: nullable(Type.String()),
  telephone: nullable(Type.String()),
  address: nullable(Type.String()),
  postal_code: nullable(Type.String()),
});

export const shopAnswers: RouteAnswers = {
  // Issue 33: the catalogue the till keeps on the device (services/shop/till-catalogue.ts).
  'GET /api/admin/mini_orders/catalogue': envelope(
    strict({
      varieties: Type.Array(
        strict({
          id: Type.Number(),
          product_id: Type.Number(),
          product_title: Type.String(),
          title: nullable(Type.String()),
          sku: nullable(Type.String()),
          barcode: nullable(Type.String()),
          final_price: strict({ amount: Type.Number() }),
          balance: Type.Number(),
        }),
      ),
      removed: Type.Array(Type.Number()),
      until: Type.String(),
      full: Type.Boolean(),
      shop: shopSender,
    }),
  ),
  'GET /api/admin/mini_orders/search': envelope(
    strict({
      variety: Type.Optional(
        nullable(
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
            image_ids: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
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
                  discount_model: Type.Optional(Type.Unknown() /* only null seen */),
                  discount_type: Type.Optional(Type.Unknown() /* only null seen */),
                  discount: Type.Optional(nullable(Type.Number())),
                  discount_price: Type.Optional(nullable(Type.Number())),
                  amount: Type.Optional(nullable(Type.Number())),
                }),
              ),
            ),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            deleted_at: Type.Optional(Type.Unknown() /* only null seen */),
            product_title: Type.Optional(nullable(Type.String())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/mini_orders/customer-search': envelope(
    strict({
      customer: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            first_name: Type.Optional(nullable(Type.String())),
            last_name: Type.Optional(nullable(Type.String())),
            full_name: Type.Optional(nullable(Type.String())),
            mobile: Type.Optional(nullable(Type.String())),
            email: Type.Optional(Type.Unknown() /* only null seen */),
            national_code: Type.Optional(nullable(Type.String())),
            gender: Type.Optional(nullable(Type.String())),
            birth_date: Type.Optional(nullable(Type.String())),
            birth_date_jalali: Type.Optional(nullable(Type.String())),
            card_number: Type.Optional(Type.Unknown() /* only null seen */),
            newsletter: Type.Optional(nullable(Type.Boolean())),
            foreign_national: Type.Optional(nullable(Type.Boolean())),
            status: Type.Optional(nullable(Type.Boolean())),
            role_id: Type.Optional(Type.Unknown() /* only null seen */),
            balance: Type.Optional(nullable(Type.Number())),
            gift_balance: Type.Optional(nullable(Type.Number())),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            role: Type.Optional(Type.Unknown() /* only null seen */),
            order_summary: Type.Optional(
              nullable(
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
            ),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      online: Type.Optional(
        nullable(
          strict({
            count: Type.Optional(nullable(Type.Number())),
            amount: Type.Optional(nullable(Type.Number())),
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
};
