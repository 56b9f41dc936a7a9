import Type from 'typebox';
import {
  envelope,
  nullable,
  pageOrAll,
  paginator,
  type RouteAnswers,
  strict,
} from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the system routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const systemAnswers: RouteAnswers = {
  'GET /api/health': envelope(
    strict({
      status: Type.String(),
    }),
  ),
  'GET /api/ready': envelope(
    strict({
      ready: Type.Boolean(),
      database: Type.String(),
      migrations: strict({
        applied: Type.Number(),
        expected: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/siteviews': envelope(
    strict({
      siteviews: Type.Record(Type.String(), Type.Number()),
    }),
  ),
  'GET /api/admin/siteviews/:date': envelope(
    strict({
      siteviews: strict({
        date: Type.String(),
        total: Type.Number(),
        hours: Type.Array(
          strict({
            hour: Type.Number(),
            count: Type.Number(),
          }),
        ),
      }),
    }),
  ),
  // GET /api/media/reference/:kind/:file answers the file's bytes (no JSON)
  'GET /api/admin/recommendations/groups/:group': envelope(
    strict({
      recommendation_group: strict({
        id: Type.Number(),
        name: Type.String(),
        label: Type.String(),
        show_in_home: Type.Boolean(),
        show_in_filter: Type.Boolean(),
        version: Type.String(),
      }),
      recommendations: Type.Array(
        strict({
          id: Type.Number(),
          product_id: Type.Number(),
          order: Type.Number(),
          product: strict({
            id: Type.Number(),
            title: Type.String(),
            status: Type.String(),
          }),
        }),
      ),
    }),
  ),
  'GET /api/admin/recommendation/:group': envelope(
    strict({
      recommendation_group: strict({
        id: Type.Number(),
        name: Type.String(),
        label: Type.String(),
        show_in_home: Type.Boolean(),
        show_in_filter: Type.Boolean(),
        version: Type.String(),
      }),
      recommendations: Type.Array(
        strict({
          id: Type.Number(),
          product_id: Type.Number(),
          order: Type.Number(),
          product: strict({
            id: Type.Number(),
            title: Type.String(),
            status: Type.String(),
          }),
        }),
      ),
    }),
  ),
  // GET /api/media/products/:productId/:file answers the file's bytes (no JSON)
  // GET /api/media/shippings/:file answers the file's bytes (no JSON)
  // GET /api/media/content/:kind/:file answers the file's bytes (no JSON)
  'GET /api/admin/instagram': envelope(
    strict({
      instagram: Type.Array(
        strict({
          id: Type.Number(),
          link: Type.String(),
          image: Type.String(),
          caption: Type.String(),
          likes: Type.Number(),
          comments: Type.Number(),
          posted_at: Type.String(),
          fetched_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/htaccess': envelope(
    strict({
      htaccess: strict({
        content: Type.String(),
        has_previous: Type.Boolean(),
        max_bytes: Type.Number(),
        updated_at: Type.String(),
      }),
      data: Type.String(),
    }),
  ),
  'GET /api/admin/logs/models': envelope(
    strict({
      models: Type.Array(Type.String()),
      causedModels: Type.Array(Type.String()),
    }),
  ),
  'GET /api/admin/logs/:entity/:id': envelope(
    strict({
      logs: pageOrAll(
        strict({
          id: Type.Number(),
          admin_id: Type.Number(),
          admin_name: Type.String(),
          entity: Type.String(),
          entity_id: Type.String(),
          action: Type.String(),
          before: nullable(
            strict({
              id: Type.Number(),
              name: Type.String(),
              status: Type.Boolean(),
              symbol: Type.Unknown() /* only null seen */,
              precision: Type.Number(),
              created_at: Type.String(),
              updated_at: Type.String(),
            }),
          ),
          after: strict({
            id: Type.Number(),
            name: Type.String(),
            status: Type.Boolean(),
            symbol: nullable(Type.String()),
            precision: Type.Number(),
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
          ip: Type.String(),
          created_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/reports/visit': envelope(
    strict({
      visits: Type.Array(
        strict({
          date: Type.String(),
          label: Type.String(),
          views: Type.Number(),
          visitors: Type.Number(),
        }),
      ),
      sum_views: Type.Number(),
      sum_visitors: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/visit/:date': envelope(
    strict({
      date: Type.String(),
      hours: Type.Array(
        strict({
          hour: Type.Number(),
          label: Type.String(),
          views: Type.Number(),
          visitors: Type.Number(),
        }),
      ),
      sum_views: Type.Number(),
      sum_visitors: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/customers': envelope(
    strict({
      reports: paginator(
        strict({
          customer_id: Type.Number(),
          name: Type.String(),
          mobile: Type.String(),
          orders_count: Type.Number(),
          items_quantity: Type.Number(),
          total: Type.Number(),
          last_order_at: Type.String(),
        }),
      ),
      sum_total: Type.Number(),
      sum_orders: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/products': envelope(
    strict({
      reports: paginator(
        strict({
          product_id: Type.Number(),
          title: Type.String(),
          sku: Type.String(),
          sell_quantity: Type.Number(),
          total_sale: Type.Number(),
        }),
      ),
      sum_quantity: Type.Number(),
      sum_total: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/varieties': envelope(
    strict({
      variety_reports: Type.Array(
        strict({
          variety: strict({
            id: Type.Number(),
            product_id: Type.Number(),
            product_title: Type.String(),
            title: Type.String(),
            sku: nullable(Type.String()),
          }),
          quantity: Type.Number(),
          total: Type.Number(),
        }),
      ),
      no_variety: Type.Boolean(),
      sum_quantity: Type.Number(),
      sum_total: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/wallets': envelope(
    strict({
      wallets: paginator(
        strict({
          customer_id: Type.Number(),
          name: Type.String(),
          mobile: Type.String(),
          balance: Type.Number(),
          gift_balance: Type.Number(),
          deposits: Type.Number(),
          withdrawals: Type.Number(),
        }),
      ),
      sum_balance: Type.Number(),
      sum_deposits: Type.Number(),
      sum_withdrawals: Type.Number(),
    }),
  ),
  'GET /api/admin/reports/orders': envelope(
    strict({
      type: Type.String(),
      offset: Type.Number(),
      title: Type.String(),
      data: Type.Array(
        strict({
          label: Type.String(),
          date: Type.String(),
          start: Type.String(),
          end: Type.String(),
          orders_count: Type.Number(),
          items_quantity: Type.Number(),
          total_amount: Type.Number(),
          mini_orders_count: Type.Number(),
          mini_total: Type.Number(),
        }),
      ),
      sum_orders: Type.Number(),
      sum_total: Type.Number(),
      sum_mini_orders: Type.Number(),
      sum_mini_total: Type.Number(),
    }),
  ),
};
