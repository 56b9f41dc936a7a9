import Type from 'typebox';
import { envelope, nullable, pageOrAll, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the wallet routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const walletAnswers: RouteAnswers = {
  'GET /api/admin/customers/search': envelope(
    strict({
      customers: Type.Array(
        strict({
          id: Type.Number(),
          first_name: Type.String(),
          last_name: Type.String(),
          mobile: Type.String(),
        }),
      ),
      count: Type.Number(),
    }),
  ),
  'GET /api/admin/customers/:id/addresses': envelope(
    strict({
      addresses: Type.Array(
        strict({
          id: Type.Number(),
          customer_id: Type.Number(),
          city_id: Type.Number(),
          first_name: Type.String(),
          last_name: Type.String(),
          mobile: Type.String(),
          address: Type.String(),
          postal_code: nullable(Type.String()),
          telephone: nullable(Type.String()),
          latitude: Type.Unknown() /* only null seen */,
          longitude: Type.Unknown() /* only null seen */,
          city: strict({
            id: Type.Number(),
            name: Type.String(),
            province: strict({
              id: Type.Number(),
              name: Type.String(),
            }),
          }),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/customers/transactions': envelope(
    strict({
      transactions: pageOrAll(
        strict({
          id: Type.Number(),
          wallet_id: Type.Number(),
          customer_id: Type.Number(),
          customer_name: Type.String(),
          customer_mobile: Type.String(),
          type: Type.String(),
          amount: Type.Number(),
          confirmed: Type.Boolean(),
          description: Type.String(),
          tracking_code: nullable(Type.String()),
          meta: strict({
            admin_id: Type.Optional(Type.Number()),
            description: Type.String(),
            mini_order_id: Type.Optional(Type.Number()),
            order_id: Type.Optional(Type.Number()),
            withdraw_id: Type.Optional(Type.Number()),
            tracking_code: Type.Optional(nullable(Type.String())),
          }),
          order_id: nullable(Type.Number()),
          admin_id: nullable(Type.Number()),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
      total_this_page: strict({
        deposit: Type.Number(),
        withdraw: Type.Number(),
      }),
      total: strict({
        deposit: Type.Number(),
        withdraw: Type.Number(),
      }),
    }),
  ),
};
