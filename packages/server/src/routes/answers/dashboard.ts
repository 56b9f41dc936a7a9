import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the dashboard routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const dashboardAnswers: RouteAnswers = {
  'GET /api/admin/home': envelope(
    strict({
      setting_groups: Type.Array(
        strict({
          name: Type.String(),
          label: Type.String(),
        }),
      ),
      admin: strict({
        id: Type.Number(),
        name: Type.String(),
        username: Type.String(),
        email: Type.Unknown() /* only null seen */,
        mobile: Type.Unknown() /* only null seen */,
        role: strict({
          id: Type.Number(),
          name: Type.String(),
          label: Type.String(),
          guard_name: Type.String(),
        }),
        created_at: Type.String(),
        updated_at: Type.String(),
        version: Type.String(),
      }),
      permissions: Type.Array(Type.String()),
      notifications: Type.Array(Type.Unknown() /* only empty lists seen */),
      total_unread_notifications: Type.Number(),
      total_unread_contacts: Type.Number(),
      contacts: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          email: nullable(Type.String()),
          phone_number: Type.String(),
          subject: Type.String(),
          body: Type.String(),
          status: Type.Number(),
          answer: Type.Unknown() /* only null seen */,
          answered_at: Type.Unknown() /* only null seen */,
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboard': envelope(
    strict({
      orders_count: Type.Number(),
      today_orders_count: Type.Number(),
      sales_amount_by_today: strict({
        quantity: Type.Number(),
        amount: Type.Number(),
        shipping_amount: Type.Number(),
        discount_amount: Type.Number(),
      }),
      sales_amount_by_month: strict({
        quantity: Type.Number(),
        amount: Type.Number(),
        shipping_amount: Type.Number(),
        discount_amount: Type.Number(),
      }),
      year_statistics: Type.Record(
        Type.String(),
        strict({
          quantity: Type.Number(),
          amount: Type.Number(),
          shipping_amount: Type.Number(),
          discount_amount: Type.Number(),
        }),
      ),
      gender_statistics: strict({
        males_count: Type.Number(),
        females_count: Type.Number(),
        unknowns_count: Type.Number(),
      }),
      logs: Type.Array(
        strict({
          id: Type.Number(),
          subject_type: Type.String(),
          subject_id: Type.String(),
          event: Type.String(),
          description: Type.String(),
          admin_id: Type.Number(),
          admin_name: Type.String(),
          created_at: Type.String(),
        }),
      ),
      orders_by_status: Type.Record(
        Type.String(),
        strict({
          wait_for_payment: Type.Number(),
          new: Type.Number(),
          reserved: Type.Number(),
          in_progress: Type.Number(),
          delivered: Type.Number(),
          canceled: Type.Number(),
          failed: Type.Number(),
        }),
      ),
      last_logins: Type.Array(
        strict({
          id: Type.Number(),
          tokenable_id: Type.Number(),
          tokenable_type: Type.String(),
          name: Type.String(),
          created_at: Type.String(),
          last_used_at: Type.String(),
          tokenable: strict({
            id: Type.Number(),
            name: Type.String(),
            username: Type.String(),
            email: Type.Unknown() /* only null seen */,
            mobile: Type.Unknown() /* only null seen */,
            role: strict({
              id: Type.Number(),
              name: Type.String(),
              label: Type.String(),
              guard_name: Type.String(),
            }),
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
        }),
      ),
      last_orders: Type.Array(
        strict({
          id: Type.Number(),
          status: Type.String(),
          receiver: Type.String(),
          total_amount: Type.Number(),
          items_quantity: Type.Number(),
          created_at: Type.String(),
          customer: strict({
            id: Type.Number(),
            first_name: Type.String(),
            last_name: Type.String(),
            mobile: Type.String(),
          }),
        }),
      ),
      contacts: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          email: nullable(Type.String()),
          phone_number: Type.String(),
          subject: Type.String(),
          body: Type.String(),
          status: Type.Number(),
          answer: nullable(Type.String()),
          answered_at: nullable(Type.String()),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
      site_views: Type.Record(Type.String(), Type.Number()),
      comments: strict({
        product_comments: Type.Array(
          strict({
            id: Type.Number(),
            title: Type.String(),
            body: Type.String(),
            rate: Type.Number(),
            status: Type.String(),
            created_at: Type.String(),
            creator_fullname: Type.String(),
            creator: Type.Unknown() /* only null seen */,
            product: strict({
              id: Type.Number(),
              title: Type.String(),
            }),
          }),
        ),
        new_product_comments_count: Type.Number(),
        blog_comments: Type.Array(
          strict({
            id: Type.Number(),
            name: Type.String(),
            body: Type.String(),
            status: Type.String(),
            created_at: Type.String(),
            commentable_type: Type.String(),
            commentable_id: Type.Number(),
            commentable: strict({
              id: Type.Number(),
              title: Type.String(),
              slug: Type.String(),
            }),
          }),
        ),
        new_blog_comments_count: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/dashboards/ordersCount': envelope(
    strict({
      orders_count: Type.Number(),
    }),
  ),
  'GET /api/admin/dashboards/todayOrdersCount': envelope(
    strict({
      today_orders_count: Type.Number(),
    }),
  ),
  'GET /api/admin/dashboards/salesAmountByToday': envelope(
    strict({
      sales_amount_by_today: strict({
        quantity: Type.Number(),
        amount: Type.Number(),
        shipping_amount: Type.Number(),
        discount_amount: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/dashboards/salesAmountByMonth': envelope(
    strict({
      sales_amount_by_month: strict({
        quantity: Type.Number(),
        amount: Type.Number(),
        shipping_amount: Type.Number(),
        discount_amount: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/dashboards/yearStatistics': envelope(
    strict({
      year_statistics: Type.Record(
        Type.String(),
        strict({
          quantity: Type.Number(),
          amount: Type.Number(),
          shipping_amount: Type.Number(),
          discount_amount: Type.Number(),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/genderStatistics': envelope(
    strict({
      gender_statistics: strict({
        males_count: Type.Number(),
        females_count: Type.Number(),
        unknowns_count: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/dashboards/logs': envelope(
    strict({
      logs: Type.Array(
        strict({
          id: Type.Number(),
          subject_type: Type.String(),
          subject_id: Type.String(),
          event: Type.String(),
          description: Type.String(),
          admin_id: Type.Number(),
          admin_name: Type.String(),
          created_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/ordersByStatus': envelope(
    strict({
      orders_by_status: Type.Record(
        Type.String(),
        strict({
          wait_for_payment: Type.Number(),
          new: Type.Number(),
          reserved: Type.Number(),
          in_progress: Type.Number(),
          delivered: Type.Number(),
          canceled: Type.Number(),
          failed: Type.Number(),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/lastLogins': envelope(
    strict({
      last_logins: Type.Array(
        strict({
          id: Type.Number(),
          tokenable_id: Type.Number(),
          tokenable_type: Type.String(),
          name: Type.String(),
          created_at: Type.String(),
          last_used_at: Type.String(),
          tokenable: strict({
            id: Type.Number(),
            name: Type.String(),
            username: Type.String(),
            email: Type.Unknown() /* only null seen */,
            mobile: Type.Unknown() /* only null seen */,
            role: strict({
              id: Type.Number(),
              name: Type.String(),
              label: Type.String(),
              guard_name: Type.String(),
            }),
            created_at: Type.String(),
            updated_at: Type.String(),
          }),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/lastOrders': envelope(
    strict({
      last_orders: Type.Array(
        strict({
          id: Type.Number(),
          status: Type.String(),
          receiver: Type.String(),
          total_amount: Type.Number(),
          items_quantity: Type.Number(),
          created_at: Type.String(),
          customer: strict({
            id: Type.Number(),
            first_name: Type.String(),
            last_name: Type.String(),
            mobile: Type.String(),
          }),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/contacts': envelope(
    strict({
      contacts: Type.Array(
        strict({
          id: Type.Number(),
          name: Type.String(),
          email: nullable(Type.String()),
          phone_number: Type.String(),
          subject: Type.String(),
          body: Type.String(),
          status: Type.Number(),
          answer: nullable(Type.String()),
          answered_at: nullable(Type.String()),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/dashboards/siteViews': envelope(
    strict({
      site_views: Type.Record(Type.String(), Type.Number()),
    }),
  ),
  'GET /api/admin/dashboards/comments': envelope(
    strict({
      comments: strict({
        product_comments: Type.Array(
          strict({
            id: Type.Number(),
            title: Type.String(),
            body: Type.String(),
            rate: Type.Number(),
            status: Type.String(),
            created_at: Type.String(),
            creator_fullname: Type.String(),
            creator: Type.Unknown() /* only null seen */,
            product: strict({
              id: Type.Number(),
              title: Type.String(),
            }),
          }),
        ),
        new_product_comments_count: Type.Number(),
        blog_comments: Type.Array(
          strict({
            id: Type.Number(),
            name: Type.String(),
            body: Type.String(),
            status: Type.String(),
            created_at: Type.String(),
            commentable_type: Type.String(),
            commentable_id: Type.Number(),
            commentable: strict({
              id: Type.Number(),
              title: Type.String(),
              slug: Type.String(),
            }),
          }),
        ),
        new_blog_comments_count: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/dashboards/orderByStatus': envelope(
    strict({
      orders_by_status: Type.Record(
        Type.String(),
        strict({
          wait_for_payment: Type.Number(),
          new: Type.Number(),
          reserved: Type.Number(),
          in_progress: Type.Number(),
          delivered: Type.Number(),
          canceled: Type.Number(),
          failed: Type.Number(),
        }),
      ),
    }),
  ),
  'GET /api/admin/notifications': envelope(
    strict({
      notifications: Type.Array(Type.Unknown() /* only empty lists seen */),
    }),
  ),
  'GET /api/admin/push/public-key': envelope(
    strict({
      public_key: Type.String(),
    }),
  ),
};
