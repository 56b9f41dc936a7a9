import Type from 'typebox';
import { envelope, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the customer routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const customerAnswers: RouteAnswers = {
  'GET /api/customer/profile': envelope(
    strict({
      customer: strict({
        id: Type.Number(),
        first_name: Type.String(),
        last_name: Type.String(),
        mobile: Type.String(),
        email: Type.Unknown() /* only null seen */,
        national_code: Type.String(),
        gender: Type.String(),
        birth_date: Type.String(),
        newsletter: Type.Boolean(),
        wallet_balance: Type.Number(),
        created_at: Type.String(),
        version: Type.String(),
      }),
    }),
  ),
  'GET /api/customer/orders/:id': envelope(
    strict({
      order: strict({
        id: Type.Number(),
        status: Type.String(),
        status_label: Type.String(),
        status_detail: Type.Unknown() /* only null seen */,
        reserved: Type.Boolean(),
        address: strict({
          city: strict({
            id: Type.Number(),
            name: Type.String(),
          }),
          mobile: Type.String(),
          address: Type.String(),
          province: strict({
            id: Type.Number(),
            name: Type.String(),
          }),
          last_name: Type.String(),
          telephone: Type.Unknown() /* only null seen */,
          first_name: Type.String(),
          postal_code: Type.String(),
        }),
        shipping_id: Type.Number(),
        shipping_amount: Type.Number(),
        coupon_id: Type.Unknown() /* only null seen */,
        discount_amount: Type.Number(),
        description: Type.Unknown() /* only null seen */,
        items_count: Type.Number(),
        items_quantity: Type.Number(),
        items_amount: Type.Number(),
        total_amount: Type.Number(),
        paid_amount: Type.Number(),
        paid_at: Type.String(),
        created_at: Type.String(),
        updated_at: Type.String(),
        items: Type.Array(
          strict({
            id: Type.Number(),
            product_id: Type.Number(),
            variety_id: Type.Number(),
            quantity: Type.Number(),
            amount: Type.Number(),
            discount_amount: Type.Number(),
            status: Type.Number(),
            extra: strict({
              sku: Type.String(),
              color: strict({
                code: Type.String(),
                name: Type.String(),
              }),
              price: Type.Number(),
              title: Type.String(),
              barcode: Type.String(),
              attributes: Type.Array(
                strict({
                  name: Type.String(),
                  label: Type.String(),
                  value: Type.String(),
                }),
              ),
              product_title: Type.String(),
              discount_model: Type.Unknown() /* only null seen */,
            }),
          }),
        ),
        customer_id: Type.Number(),
        address_id: Type.Number(),
        invoices: Type.Array(
          strict({
            id: Type.Number(),
            order_id: Type.Number(),
            amount: Type.Number(),
            type: Type.String(),
            wallet_amount: Type.Number(),
            gateway_amount: Type.Number(),
            status: Type.String(),
            status_detail: Type.Unknown() /* only null seen */,
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
        ),
        version: Type.String(),
      }),
    }),
  ),
};
