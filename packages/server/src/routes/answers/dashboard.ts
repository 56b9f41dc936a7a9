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
      setting_groups: Type.Optional(
        nullable(
          Type.Array(
            strict({
              name: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      admin: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            name: Type.Optional(nullable(Type.String())),
            username: Type.Optional(nullable(Type.String())),
            email: Type.Optional(Type.Unknown() /* only null seen */),
            mobile: Type.Optional(Type.Unknown() /* only null seen */),
            role: Type.Optional(
              nullable(
                strict({
                  id: Type.Number(),
                  name: Type.Optional(nullable(Type.String())),
                  label: Type.Optional(nullable(Type.String())),
                  guard_name: Type.Optional(nullable(Type.String())),
                }),
              ),
            ),
            created_at: Type.Optional(nullable(Type.String())),
            updated_at: Type.Optional(nullable(Type.String())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      permissions: Type.Optional(nullable(Type.Array(Type.String()))),
      notifications: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
      total_unread_notifications: Type.Optional(nullable(Type.Number())),
      total_unread_contacts: Type.Optional(nullable(Type.Number())),
      contacts: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              email: Type.Optional(nullable(Type.String())),
              phone_number: Type.Optional(nullable(Type.String())),
              subject: Type.Optional(nullable(Type.String())),
              body: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.Number())),
              answer: Type.Optional(Type.Unknown() /* only null seen */),
              answered_at: Type.Optional(Type.Unknown() /* only null seen */),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboard': envelope(
    strict({
      orders_count: Type.Optional(nullable(Type.Number())),
      today_orders_count: Type.Optional(nullable(Type.Number())),
      sales_amount_by_today: Type.Optional(
        nullable(
          strict({
            quantity: Type.Optional(nullable(Type.Number())),
            amount: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            discount_amount: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      sales_amount_by_month: Type.Optional(
        nullable(
          strict({
            quantity: Type.Optional(nullable(Type.Number())),
            amount: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            discount_amount: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      year_statistics: Type.Optional(
        nullable(
          Type.Record(
            Type.String(),
            strict({
              quantity: Type.Optional(nullable(Type.Number())),
              amount: Type.Optional(nullable(Type.Number())),
              shipping_amount: Type.Optional(nullable(Type.Number())),
              discount_amount: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      gender_statistics: Type.Optional(
        nullable(
          strict({
            males_count: Type.Optional(nullable(Type.Number())),
            females_count: Type.Optional(nullable(Type.Number())),
            unknowns_count: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
      logs: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              subject_type: Type.Optional(nullable(Type.String())),
              subject_id: Type.Optional(nullable(Type.String())),
              event: Type.Optional(nullable(Type.String())),
              description: Type.Optional(nullable(Type.String())),
              admin_id: Type.Optional(nullable(Type.Number())),
              admin_name: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      orders_by_status: Type.Optional(
        nullable(
          Type.Record(
            Type.String(),
            strict({
              wait_for_payment: Type.Optional(nullable(Type.Number())),
              new: Type.Optional(nullable(Type.Number())),
              reserved: Type.Optional(nullable(Type.Number())),
              in_progress: Type.Optional(nullable(Type.Number())),
              delivered: Type.Optional(nullable(Type.Number())),
              canceled: Type.Optional(nullable(Type.Number())),
              failed: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
      last_logins: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              tokenable_id: Type.Optional(nullable(Type.Number())),
              tokenable_type: Type.Optional(nullable(Type.String())),
              name: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
              last_used_at: Type.Optional(nullable(Type.String())),
              tokenable: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    username: Type.Optional(nullable(Type.String())),
                    email: Type.Optional(Type.Unknown() /* only null seen */),
                    mobile: Type.Optional(Type.Unknown() /* only null seen */),
                    role: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                          label: Type.Optional(nullable(Type.String())),
                          guard_name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    created_at: Type.Optional(nullable(Type.String())),
                    updated_at: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
      last_orders: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              status: Type.Optional(nullable(Type.String())),
              receiver: Type.Optional(nullable(Type.String())),
              total_amount: Type.Optional(nullable(Type.Number())),
              items_quantity: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              customer: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    first_name: Type.Optional(nullable(Type.String())),
                    last_name: Type.Optional(nullable(Type.String())),
                    mobile: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
      contacts: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              email: Type.Optional(nullable(Type.String())),
              phone_number: Type.Optional(nullable(Type.String())),
              subject: Type.Optional(nullable(Type.String())),
              body: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.Number())),
              answer: Type.Optional(nullable(Type.String())),
              answered_at: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      site_views: Type.Optional(nullable(Type.Record(Type.String(), Type.Number()))),
      comments: Type.Optional(
        nullable(
          strict({
            product_comments: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    title: Type.Optional(nullable(Type.String())),
                    body: Type.Optional(nullable(Type.String())),
                    rate: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.String())),
                    created_at: Type.Optional(nullable(Type.String())),
                    creator_fullname: Type.Optional(nullable(Type.String())),
                    creator: Type.Optional(Type.Unknown() /* only null seen */),
                    product: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          title: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            new_product_comments_count: Type.Optional(nullable(Type.Number())),
            blog_comments: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    body: Type.Optional(nullable(Type.String())),
                    status: Type.Optional(nullable(Type.String())),
                    created_at: Type.Optional(nullable(Type.String())),
                    commentable_type: Type.Optional(nullable(Type.String())),
                    commentable_id: Type.Optional(nullable(Type.Number())),
                    commentable: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          title: Type.Optional(nullable(Type.String())),
                          slug: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            new_blog_comments_count: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/ordersCount': envelope(
    strict({
      orders_count: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/dashboards/todayOrdersCount': envelope(
    strict({
      today_orders_count: Type.Optional(nullable(Type.Number())),
    }),
  ),
  'GET /api/admin/dashboards/salesAmountByToday': envelope(
    strict({
      sales_amount_by_today: Type.Optional(
        nullable(
          strict({
            quantity: Type.Optional(nullable(Type.Number())),
            amount: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            discount_amount: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/salesAmountByMonth': envelope(
    strict({
      sales_amount_by_month: Type.Optional(
        nullable(
          strict({
            quantity: Type.Optional(nullable(Type.Number())),
            amount: Type.Optional(nullable(Type.Number())),
            shipping_amount: Type.Optional(nullable(Type.Number())),
            discount_amount: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/yearStatistics': envelope(
    strict({
      year_statistics: Type.Optional(
        nullable(
          Type.Record(
            Type.String(),
            strict({
              quantity: Type.Optional(nullable(Type.Number())),
              amount: Type.Optional(nullable(Type.Number())),
              shipping_amount: Type.Optional(nullable(Type.Number())),
              discount_amount: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/genderStatistics': envelope(
    strict({
      gender_statistics: Type.Optional(
        nullable(
          strict({
            males_count: Type.Optional(nullable(Type.Number())),
            females_count: Type.Optional(nullable(Type.Number())),
            unknowns_count: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/logs': envelope(
    strict({
      logs: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              subject_type: Type.Optional(nullable(Type.String())),
              subject_id: Type.Optional(nullable(Type.String())),
              event: Type.Optional(nullable(Type.String())),
              description: Type.Optional(nullable(Type.String())),
              admin_id: Type.Optional(nullable(Type.Number())),
              admin_name: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/ordersByStatus': envelope(
    strict({
      orders_by_status: Type.Optional(
        nullable(
          Type.Record(
            Type.String(),
            strict({
              wait_for_payment: Type.Optional(nullable(Type.Number())),
              new: Type.Optional(nullable(Type.Number())),
              reserved: Type.Optional(nullable(Type.Number())),
              in_progress: Type.Optional(nullable(Type.Number())),
              delivered: Type.Optional(nullable(Type.Number())),
              canceled: Type.Optional(nullable(Type.Number())),
              failed: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/lastLogins': envelope(
    strict({
      last_logins: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              tokenable_id: Type.Optional(nullable(Type.Number())),
              tokenable_type: Type.Optional(nullable(Type.String())),
              name: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
              last_used_at: Type.Optional(nullable(Type.String())),
              tokenable: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    username: Type.Optional(nullable(Type.String())),
                    email: Type.Optional(Type.Unknown() /* only null seen */),
                    mobile: Type.Optional(Type.Unknown() /* only null seen */),
                    role: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          name: Type.Optional(nullable(Type.String())),
                          label: Type.Optional(nullable(Type.String())),
                          guard_name: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                    created_at: Type.Optional(nullable(Type.String())),
                    updated_at: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/lastOrders': envelope(
    strict({
      last_orders: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              status: Type.Optional(nullable(Type.String())),
              receiver: Type.Optional(nullable(Type.String())),
              total_amount: Type.Optional(nullable(Type.Number())),
              items_quantity: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              customer: Type.Optional(
                nullable(
                  strict({
                    id: Type.Number(),
                    first_name: Type.Optional(nullable(Type.String())),
                    last_name: Type.Optional(nullable(Type.String())),
                    mobile: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/contacts': envelope(
    strict({
      contacts: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              email: Type.Optional(nullable(Type.String())),
              phone_number: Type.Optional(nullable(Type.String())),
              subject: Type.Optional(nullable(Type.String())),
              body: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.Number())),
              answer: Type.Optional(nullable(Type.String())),
              answered_at: Type.Optional(nullable(Type.String())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/siteViews': envelope(
    strict({
      site_views: Type.Optional(nullable(Type.Record(Type.String(), Type.Number()))),
    }),
  ),
  'GET /api/admin/dashboards/comments': envelope(
    strict({
      comments: Type.Optional(
        nullable(
          strict({
            product_comments: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    title: Type.Optional(nullable(Type.String())),
                    body: Type.Optional(nullable(Type.String())),
                    rate: Type.Optional(nullable(Type.Number())),
                    status: Type.Optional(nullable(Type.String())),
                    created_at: Type.Optional(nullable(Type.String())),
                    creator_fullname: Type.Optional(nullable(Type.String())),
                    creator: Type.Optional(Type.Unknown() /* only null seen */),
                    product: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          title: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            new_product_comments_count: Type.Optional(nullable(Type.Number())),
            blog_comments: Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    body: Type.Optional(nullable(Type.String())),
                    status: Type.Optional(nullable(Type.String())),
                    created_at: Type.Optional(nullable(Type.String())),
                    commentable_type: Type.Optional(nullable(Type.String())),
                    commentable_id: Type.Optional(nullable(Type.Number())),
                    commentable: Type.Optional(
                      nullable(
                        strict({
                          id: Type.Number(),
                          title: Type.Optional(nullable(Type.String())),
                          slug: Type.Optional(nullable(Type.String())),
                        }),
                      ),
                    ),
                  }),
                ),
              ),
            ),
            new_blog_comments_count: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/dashboards/orderByStatus': envelope(
    strict({
      orders_by_status: Type.Optional(
        nullable(
          Type.Record(
            Type.String(),
            strict({
              wait_for_payment: Type.Optional(nullable(Type.Number())),
              new: Type.Optional(nullable(Type.Number())),
              reserved: Type.Optional(nullable(Type.Number())),
              in_progress: Type.Optional(nullable(Type.Number())),
              delivered: Type.Optional(nullable(Type.Number())),
              canceled: Type.Optional(nullable(Type.Number())),
              failed: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/notifications': envelope(
    strict({
      notifications: Type.Optional(nullable(Type.Array(Type.Unknown() /* only empty lists seen */))),
    }),
  ),
  'GET /api/admin/push/public-key': envelope(
    strict({
      public_key: Type.Optional(nullable(Type.String())),
    }),
  ),
};
