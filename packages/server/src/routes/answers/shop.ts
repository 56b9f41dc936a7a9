import Type from 'typebox';
import { envelope, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the shop routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const shopAnswers: RouteAnswers = {
  'GET /api/admin/mini_orders/search': envelope(
    strict({
      variety: strict({
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
          discount_model: Type.Unknown() /* only null seen */,
          discount_type: Type.Unknown() /* only null seen */,
          discount: Type.Number(),
          discount_price: Type.Number(),
          amount: Type.Number(),
        }),
        created_at: Type.String(),
        updated_at: Type.String(),
        deleted_at: Type.Unknown() /* only null seen */,
        product_title: Type.String(),
        version: Type.String(),
      }),
    }),
  ),
  'GET /api/admin/mini_orders/customer-search': envelope(
    strict({
      customer: strict({
        id: Type.Number(),
        first_name: Type.String(),
        last_name: Type.String(),
        full_name: Type.String(),
        mobile: Type.String(),
        email: Type.Unknown() /* only null seen */,
        national_code: Type.String(),
        gender: Type.String(),
        birth_date: Type.String(),
        birth_date_jalali: Type.String(),
        card_number: Type.Unknown() /* only null seen */,
        newsletter: Type.Boolean(),
        foreign_national: Type.Boolean(),
        status: Type.Boolean(),
        role_id: Type.Unknown() /* only null seen */,
        balance: Type.Number(),
        gift_balance: Type.Number(),
        created_at: Type.String(),
        updated_at: Type.String(),
        role: Type.Unknown() /* only null seen */,
        order_summary: strict({
          online: strict({
            count: Type.Number(),
            paid_count: Type.Number(),
            paid_amount: Type.Number(),
            by_status: strict({
              canceled: strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
              delivered: strict({
                count: Type.Number(),
                amount: Type.Number(),
              }),
            }),
          }),
          physical: strict({
            count: Type.Number(),
            amount: Type.Number(),
          }),
        }),
        version: Type.String(),
      }),
      online: strict({
        count: Type.Number(),
        amount: Type.Number(),
      }),
      physical: strict({
        count: Type.Number(),
        amount: Type.Number(),
      }),
    }),
  ),
};
