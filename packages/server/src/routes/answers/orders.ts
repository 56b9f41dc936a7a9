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
      orders: pageOrAll(
        strict({
          id: Type.Number(),
          customer_id: Type.Number(),
          customer: strict({
            id: Type.Number(),
            first_name: Type.String(),
            last_name: Type.String(),
            mobile: Type.String(),
          }),
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
            telephone: nullable(Type.String()),
            first_name: Type.String(),
            postal_code: nullable(Type.String()),
          }),
          receiver: Type.String(),
          province_id: Type.Number(),
          city_id: Type.Number(),
          status: Type.String(),
          status_label: Type.String(),
          status_detail: nullable(Type.String()),
          parent_id: Type.Unknown() /* only null seen */,
          reserved: Type.Boolean(),
          tracking_code: nullable(Type.String()),
          shipping_id: Type.Number(),
          shipping_amount: Type.Number(),
          coupon_id: Type.Unknown() /* only null seen */,
          discount_amount: Type.Number(),
          items_amount: Type.Number(),
          total_items_count: Type.Number(),
          total_quantity: Type.Number(),
          total_amount: Type.Number(),
          paid_amount: Type.Number(),
          total_invoices_amount: Type.Number(),
          description: nullable(Type.String()),
          creator_id: Type.Unknown() /* only null seen */,
          paid_at: nullable(Type.String()),
          reserved_at: nullable(Type.String()),
          delivered_at: nullable(Type.String()),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
      order_statuses: strict({
        wait_for_payment: Type.Number(),
        new: Type.Number(),
        reserved: Type.Number(),
        in_progress: Type.Number(),
        delivered: Type.Number(),
        canceled: Type.Number(),
        failed: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/orders/create': envelope(
    strict({
      customers: Type.Array(
        strict({
          id: Type.Number(),
          first_name: Type.String(),
          last_name: Type.String(),
          mobile: Type.String(),
        }),
      ),
      provinces: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
        }),
      ),
      shippings: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          default_price: Type.Number(),
          free_threshold: nullable(Type.Number()),
          minimum_delay: Type.Number(),
          logo: Type.Unknown() /* only null seen */,
        }),
      ),
    }),
  ),
  'GET /api/admin/orders/:id': envelope(
    strict({
      order: strict({
        id: Type.Number(),
        customer_id: Type.Number(),
        customer: strict({
          id: Type.Number(),
          first_name: Type.String(),
          last_name: Type.String(),
          mobile: Type.String(),
        }),
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
          telephone: nullable(Type.String()),
          first_name: Type.String(),
          postal_code: Type.String(),
        }),
        receiver: Type.String(),
        province_id: Type.Number(),
        city_id: Type.Number(),
        status: Type.String(),
        status_label: Type.String(),
        status_detail: nullable(Type.String()),
        parent_id: Type.Unknown() /* only null seen */,
        reserved: Type.Boolean(),
        tracking_code: Type.Unknown() /* only null seen */,
        shipping_id: Type.Number(),
        shipping_amount: Type.Number(),
        coupon_id: Type.Unknown() /* only null seen */,
        discount_amount: Type.Number(),
        items_amount: Type.Number(),
        total_items_count: Type.Number(),
        total_quantity: Type.Number(),
        total_amount: Type.Number(),
        paid_amount: Type.Number(),
        total_invoices_amount: Type.Number(),
        description: nullable(Type.String()),
        creator_id: Type.Unknown() /* only null seen */,
        paid_at: nullable(Type.String()),
        reserved_at: Type.Unknown() /* only null seen */,
        delivered_at: Type.Unknown() /* only null seen */,
        created_at: Type.String(),
        updated_at: Type.String(),
        shipping: strict({
          id: Type.Number(),
          name: Type.String(),
          logo: Type.Unknown() /* only null seen */,
        }),
        coupon: Type.Unknown() /* only null seen */,
        items: Type.Array(
          strict({
            id: Type.Number(),
            order_id: Type.Number(),
            product_id: Type.Number(),
            variety_id: Type.Number(),
            quantity: Type.Number(),
            amount: Type.Number(),
            discount_amount: Type.Number(),
            total: Type.Number(),
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
            flash_id: Type.Unknown() /* only null seen */,
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
        ),
        removed_items: Type.Array(Type.Unknown() /* only empty lists seen */),
        childs: Type.Array(Type.Unknown() /* only empty lists seen */),
        order_logs: Type.Array(
          strict({
            id: Type.Number(),
            from_status: nullable(Type.String()),
            status: Type.String(),
            description: nullable(Type.String()),
            admin: nullable(
              strict({
                id: Type.Number(),
                name: Type.String(),
              }),
            ),
            created_at: Type.String(),
          }),
        ),
        invoices: Type.Array(
          strict({
            id: Type.Number(),
            order_id: Type.Number(),
            amount: Type.Number(),
            type: Type.String(),
            wallet_amount: Type.Number(),
            status: Type.String(),
            status_detail: nullable(Type.String()),
            created_at: Type.String(),
            payments: Type.Array(
              strict({
                id: Type.Number(),
                gateway: Type.String(),
                transaction_id: Type.String(),
                tracking_code: Type.String(),
                amount: Type.Number(),
                status: Type.String(),
                created_at: Type.String(),
              }),
            ),
          }),
        ),
        totals: strict({
          items_amount: Type.Number(),
          items_discount: Type.Number(),
          shipping_amount: Type.Number(),
          discount_amount: Type.Number(),
          total_amount: Type.Number(),
          paid_amount: Type.Number(),
          due_amount: Type.Number(),
        }),
        version: Type.String(),
      }),
    }),
  ),
};
