import Type from 'typebox';
import { envelope, nullable, pageOrAll, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the content routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const contentAnswers: RouteAnswers = {
  'GET /api/admin/posts/:id/comments': envelope(
    strict({
      post: strict({
        id: Type.Number(),
        title: Type.String(),
        version: Type.String(),
      }),
      comments: pageOrAll(
        strict({
          id: Type.Number(),
          post_id: Type.Number(),
          post_title: Type.String(),
          parent_id: Type.Unknown() /* only null seen */,
          name: Type.String(),
          email: Type.String(),
          body: Type.String(),
          status: Type.String(),
          admin_id: Type.Unknown() /* only null seen */,
          admin_name: Type.Unknown() /* only null seen */,
          creator: Type.Unknown() /* only null seen */,
          created_at: Type.String(),
          updated_at: Type.String(),
          replies_count: Type.Number(),
          replies: Type.Array(
            strict({
              id: Type.Number(),
              post_id: Type.Number(),
              post_title: Type.Unknown() /* only null seen */,
              parent_id: Type.Number(),
              name: Type.String(),
              email: Type.Unknown() /* only null seen */,
              body: Type.String(),
              status: Type.String(),
              admin_id: Type.Number(),
              admin_name: Type.String(),
              creator: strict({
                type: Type.String(),
                id: Type.Number(),
                name: Type.String(),
              }),
              created_at: Type.String(),
              updated_at: Type.String(),
            }),
          ),
        }),
      ),
    }),
  ),
  'GET /api/admin/sliders/groups': envelope(
    strict({
      groups: Type.Array(Type.String()),
      group_labels: strict({
        header: Type.String(),
        'header-mobile': Type.String(),
        footer: Type.String(),
        inner: Type.String(),
      }),
      counts: strict({
        header: Type.Number(),
        'header-mobile': Type.Number(),
        footer: Type.Number(),
        inner: Type.Number(),
      }),
    }),
  ),
  'GET /api/admin/sliders/groups/:group': envelope(
    strict({
      group: Type.String(),
      group_label: Type.String(),
      sliders: pageOrAll(
        strict({
          id: Type.Number(),
          title: Type.String(),
          description: Type.String(),
          group: Type.String(),
          group_label: Type.String(),
          image: Type.String(),
          link: nullable(Type.String()),
          linkable_type: nullable(Type.String()),
          linkable_id: nullable(Type.Number()),
          status: Type.Boolean(),
          order: Type.Number(),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
    }),
  ),
  'GET /api/admin/menu_items/groups': envelope(
    strict({
      groups: Type.Array(
        strict({
          id: Type.String(),
          title: Type.String(),
        }),
      ),
      group_labels: strict({
        header: Type.String(),
        footer: Type.String(),
        mobile: Type.String(),
      }),
    }),
  ),
  'GET /api/admin/menu_items/groups/:group': envelope(
    strict({
      menu_items: Type.Array(
        strict({
          id: Type.Number(),
          group: Type.String(),
          group_label: Type.String(),
          parent_id: Type.Unknown() /* only null seen */,
          title: Type.String(),
          link: nullable(Type.String()),
          linkable_type: nullable(Type.String()),
          linkable_id: Type.Unknown() /* only null seen */,
          new_tab: Type.Boolean(),
          icon: Type.Unknown() /* only null seen */,
          status: Type.Boolean(),
          order: Type.Number(),
          created_at: Type.String(),
          updated_at: Type.String(),
          children: Type.Array(
            strict({
              id: Type.Number(),
              group: Type.String(),
              group_label: Type.String(),
              parent_id: Type.Number(),
              title: Type.String(),
              link: Type.Unknown() /* only null seen */,
              linkable_type: Type.String(),
              linkable_id: Type.Number(),
              new_tab: Type.Boolean(),
              icon: Type.Unknown() /* only null seen */,
              status: Type.Boolean(),
              order: Type.Number(),
              created_at: Type.String(),
              updated_at: Type.String(),
              children: Type.Array(
                strict({
                  id: Type.Number(),
                  group: Type.String(),
                  group_label: Type.String(),
                  parent_id: Type.Number(),
                  title: Type.String(),
                  link: Type.Unknown() /* only null seen */,
                  linkable_type: Type.String(),
                  linkable_id: Type.Number(),
                  new_tab: Type.Boolean(),
                  icon: Type.Unknown() /* only null seen */,
                  status: Type.Boolean(),
                  order: Type.Number(),
                  created_at: Type.String(),
                  updated_at: Type.String(),
                  children: Type.Array(Type.Unknown() /* only empty lists seen */),
                }),
              ),
            }),
          ),
        }),
      ),
      group: Type.String(),
    }),
  ),
  'GET /api/admin/menu_items/create': envelope(
    strict({
      groups: Type.Array(
        strict({
          id: Type.String(),
          title: Type.String(),
        }),
      ),
      group_labels: strict({
        header: Type.String(),
        footer: Type.String(),
        mobile: Type.String(),
      }),
      linkable_types: Type.Array(
        strict({
          type: Type.String(),
          label: Type.String(),
          needs_id: Type.Boolean(),
        }),
      ),
    }),
  ),
  'GET /api/admin/menu_items/linkables': envelope(
    strict({
      linkables: Type.Array(
        strict({
          id: Type.Number(),
          title: Type.String(),
        }),
      ),
      type: Type.String(),
      needs_id: Type.Boolean(),
    }),
  ),
  'GET /api/admin/newsletters/:id/deliveries': envelope(
    strict({
      deliveries: pageOrAll(
        strict({
          subscriber_id: Type.Number(),
          email: nullable(Type.String()),
          phone_number: nullable(Type.String()),
          status: Type.String(),
          status_label: Type.String(),
          error: Type.Unknown() /* only null seen */,
          sent_at: Type.Unknown() /* only null seen */,
        }),
      ),
    }),
  ),
};
