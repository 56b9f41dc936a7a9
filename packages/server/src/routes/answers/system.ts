import Type from 'typebox';
import { envelope, nullable, pageOrAll, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the system routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const systemAnswers: RouteAnswers = {
  'GET /api/health': envelope(
    strict({
      status: Type.Optional(nullable(Type.String())),
    }),
  ),
  'GET /api/ready': envelope(
    strict({
      ready: Type.Optional(nullable(Type.Boolean())),
      database: Type.Optional(nullable(Type.String())),
      migrations: Type.Optional(
        nullable(
          strict({
            applied: Type.Optional(nullable(Type.Number())),
            expected: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/siteviews': envelope(
    strict({
      siteviews: Type.Optional(nullable(Type.Record(Type.String(), Type.Number()))),
    }),
  ),
  'GET /api/admin/siteviews/:date': envelope(
    strict({
      siteviews: Type.Optional(
        nullable(
          strict({
            date: Type.Optional(nullable(Type.String())),
            total: Type.Optional(nullable(Type.Number())),
            hours: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    hour: Type.Optional(nullable(Type.Number())),
                    count: Type.Optional(nullable(Type.Number())),
                  }),
                ),
              ),
            ),
          }),
        ),
      ),
    }),
  ),
  // GET /api/media/reference/:kind/:file answers the file's bytes (no JSON)
  'GET /api/admin/recommendations/groups/:group': envelope(
    strict({
      recommendation_group: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            name: Type.Optional(nullable(Type.String())),
            label: Type.Optional(nullable(Type.String())),
            show_in_home: Type.Optional(nullable(Type.Boolean())),
            show_in_filter: Type.Optional(nullable(Type.Boolean())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      recommendations: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              product_id: Type.Optional(nullable(Type.Number())),
              order: Type.Optional(nullable(Type.Number())),
              product: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    title: Type.Optional(nullable(Type.String())),
                    status: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/recommendation/:group': envelope(
    strict({
      recommendation_group: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            name: Type.Optional(nullable(Type.String())),
            label: Type.Optional(nullable(Type.String())),
            show_in_home: Type.Optional(nullable(Type.Boolean())),
            show_in_filter: Type.Optional(nullable(Type.Boolean())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      recommendations: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              product_id: Type.Optional(nullable(Type.Number())),
              order: Type.Optional(nullable(Type.Number())),
              product: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    title: Type.Optional(nullable(Type.String())),
                    status: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
    }),
  ),
  // GET /api/media/products/:productId/:file answers the file's bytes (no JSON)
  // GET /api/media/shippings/:file answers the file's bytes (no JSON)
  // GET /api/media/content/:kind/:file answers the file's bytes (no JSON)
  'GET /api/admin/instagram': envelope(
    strict({
      instagram: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              link: Type.Optional(nullable(Type.String())),
              image: Type.Optional(nullable(Type.String())),
              caption: Type.Optional(nullable(Type.String())),
              likes: Type.Optional(nullable(Type.Number())),
              comments: Type.Optional(nullable(Type.Number())),
              posted_at: Type.Optional(nullable(Type.String())),
              fetched_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/htaccess': envelope(
    strict({
      htaccess: Type.Optional(
        nullable(
          strict({
            content: Type.Optional(nullable(Type.String())),
            has_previous: Type.Optional(nullable(Type.Boolean())),
            max_bytes: Type.Optional(nullable(Type.Number())),
            updated_at: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      data: Type.Optional(nullable(Type.String())),
    }),
  ),
  'GET /api/admin/logs/models': envelope(
    strict({
      models: Type.Optional(nullable(Type.Array(Type.String()))),
      causedModels: Type.Optional(nullable(Type.Array(Type.String()))),
    }),
  ),
  'GET /api/admin/logs/:entity/:id': envelope(
    strict({
      logs: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              admin_id: Type.Optional(nullable(Type.Number())),
              admin_name: Type.Optional(nullable(Type.String())),
              entity: Type.Optional(nullable(Type.String())),
              entity_id: Type.Optional(nullable(Type.String())),
              action: Type.Optional(nullable(Type.String())),
              // A record's fields, or a reorder's list or tree (core's auditSentence reads both).
              before: Type.Optional(Type.Unknown()),
              after: Type.Optional(Type.Unknown()),
              summary: Type.String(),
              entity_label: Type.String(),
              ip: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/reports/visit': envelope(
    strict({
      visits: Type.Optional(
        nullable(
          Type.Array(
            strict({
              date: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
              views: Type.Optional(nullable(Type.Number())),
              visitors: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      sum_views: Type.Optional(nullable(Type.Number())),
      sum_visitors: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/visit/:date': envelope(
    strict({
      date: Type.Optional(nullable(Type.String())),
      hours: Type.Optional(
        nullable(
          Type.Array(
            strict({
              hour: Type.Optional(nullable(Type.Number())),
              label: Type.Optional(nullable(Type.String())),
              views: Type.Optional(nullable(Type.Number())),
              visitors: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      sum_views: Type.Optional(nullable(Type.Number())),
      sum_visitors: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/customers': envelope(
    strict({
      reports: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              customer_id: Type.Optional(nullable(Type.Number())),
              name: Type.Optional(nullable(Type.String())),
              mobile: Type.Optional(nullable(Type.String())),
              orders_count: Type.Optional(nullable(Type.Number())),
              items_quantity: Type.Optional(nullable(Type.Number())),
              total: Type.Optional(nullable(Type.Number())),
              last_order_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      sum_total: Type.Optional(nullable(Type.Number())),
      sum_orders: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/products': envelope(
    strict({
      reports: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              product_id: Type.Optional(nullable(Type.Number())),
              title: Type.Optional(nullable(Type.String())),
              sku: Type.Optional(nullable(Type.String())),
              sell_quantity: Type.Optional(nullable(Type.Number())),
              total_sale: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      sum_quantity: Type.Optional(nullable(Type.Number())),
      sum_total: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/varieties': envelope(
    strict({
      variety_reports: Type.Optional(
        nullable(
          Type.Array(
            strict({
              variety: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    product_id: Type.Optional(nullable(Type.Number())),
                    product_title: Type.Optional(nullable(Type.String())),
                    title: Type.Optional(nullable(Type.String())),
                    sku: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
              quantity: Type.Optional(nullable(Type.Number())),
              total: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      no_variety: Type.Optional(nullable(Type.Boolean())),
      sum_quantity: Type.Optional(nullable(Type.Number())),
      sum_total: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/wallets': envelope(
    strict({
      wallets: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              customer_id: Type.Optional(nullable(Type.Number())),
              name: Type.Optional(nullable(Type.String())),
              mobile: Type.Optional(nullable(Type.String())),
              balance: Type.Optional(nullable(Type.Number())),
              gift_balance: Type.Optional(nullable(Type.Number())),
              deposits: Type.Optional(nullable(Type.Number())),
              withdrawals: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      sum_balance: Type.Optional(nullable(Type.Number())),
      sum_deposits: Type.Optional(nullable(Type.Number())),
      sum_withdrawals: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/reports/orders': envelope(
    strict({
      type: Type.Optional(nullable(Type.String())),
      offset: Type.Optional(nullable(Type.Number())),
      title: Type.Optional(nullable(Type.String())),
      data: Type.Optional(
        nullable(
          Type.Array(
            strict({
              label: Type.Optional(nullable(Type.String())),
              date: Type.Optional(nullable(Type.String())),
              start: Type.Optional(nullable(Type.String())),
              end: Type.Optional(nullable(Type.String())),
              orders_count: Type.Optional(nullable(Type.Number())),
              items_quantity: Type.Optional(nullable(Type.Number())),
              total_amount: Type.Optional(nullable(Type.Number())),
              mini_orders_count: Type.Optional(nullable(Type.Number())),
              mini_total: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      sum_orders: Type.Optional(nullable(Type.Number())),
      sum_total: Type.Optional(nullable(Type.Number())),
      sum_mini_orders: Type.Optional(nullable(Type.Number())),
      sum_mini_total: Type.Optional(nullable(Type.Number())),
    }),
  ),
};
