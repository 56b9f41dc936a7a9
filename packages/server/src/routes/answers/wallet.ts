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
      count: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/customers/:id/addresses': envelope(
    strict({
      addresses: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              customer_id: Type.Optional(nullable(Type.Number())),
              city_id: Type.Optional(nullable(Type.Number())),
              first_name: Type.Optional(nullable(Type.String())),
              last_name: Type.Optional(nullable(Type.String())),
              mobile: Type.Optional(nullable(Type.String())),
              address: Type.Optional(nullable(Type.String())),
              postal_code: Type.Optional(nullable(Type.String())),
              telephone: Type.Optional(nullable(Type.String())),
              latitude: Type.Optional(Type.Unknown() /* only null seen */),
              longitude: Type.Optional(Type.Unknown() /* only null seen */),
              city: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    province: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                  }),
                ),
              ),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/customers/transactions': envelope(
    strict({
      transactions: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              wallet_id: Type.Optional(nullable(Type.Number())),
              customer_id: Type.Optional(nullable(Type.Number())),
              customer_name: Type.Optional(nullable(Type.String())),
              customer_mobile: Type.Optional(nullable(Type.String())),
              type: Type.Optional(nullable(Type.String())),
              amount: Type.Optional(nullable(Type.Number())),
              confirmed: Type.Optional(nullable(Type.Boolean())),
              description: Type.Optional(nullable(Type.String())),
              tracking_code: Type.Optional(nullable(Type.String())),
              meta: Type.Optional(nullable(Type.Record(Type.String(), Type.Unknown()) /* free-form */)),
              order_id: Type.Optional(nullable(Type.Number())),
              admin_id: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      total_this_page: Type.Optional(
        nullable(
          strict({
            deposit: Type.Optional(nullable(Type.Number())),
            withdraw: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      total: Type.Optional(
        nullable(
          strict({
            deposit: Type.Optional(nullable(Type.Number())),
            withdraw: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
};
