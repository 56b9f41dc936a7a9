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
      post: Type.Optional(
        nullable(
          strict({
            id: Type.Number(),
            title: Type.Optional(nullable(Type.String())),
            version: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      comments: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              post_id: Type.Optional(nullable(Type.Number())),
              post_title: Type.Optional(nullable(Type.String())),
              parent_id: Type.Optional(Type.Unknown() /* only null seen */),
              name: Type.Optional(nullable(Type.String())),
              email: Type.Optional(nullable(Type.String())),
              body: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.String())),
              admin_id: Type.Optional(Type.Unknown() /* only null seen */),
              admin_name: Type.Optional(Type.Unknown() /* only null seen */),
              creator: Type.Optional(Type.Unknown() /* only null seen */),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              replies_count: Type.Optional(nullable(Type.Number())),
              replies: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      post_id: Type.Optional(nullable(Type.Number())),
                      post_title: Type.Optional(Type.Unknown() /* only null seen */),
                      parent_id: Type.Optional(nullable(Type.Number())),
                      name: Type.Optional(nullable(Type.String())),
                      email: Type.Optional(Type.Unknown() /* only null seen */),
                      body: Type.Optional(nullable(Type.String())),
                      status: Type.Optional(nullable(Type.String())),
                      admin_id: Type.Optional(nullable(Type.Number())),
                      admin_name: Type.Optional(nullable(Type.String())),
                      creator: Type.Optional(
                        nullable(
                          strict({
                            type: Type.Optional(nullable(Type.String())),
                            id: Type.Number(),
                            name: Type.Optional(nullable(Type.String())),
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
        ),
      ),
    }),
  ),
  'GET /api/admin/sliders/groups': envelope(
    strict({
      groups: Type.Optional(nullable(Type.Array(Type.String()))),
      group_labels: Type.Optional(
        nullable(
          strict({
            header: Type.Optional(nullable(Type.String())),
            'header-mobile': Type.Optional(nullable(Type.String())),
            footer: Type.Optional(nullable(Type.String())),
            inner: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      counts: Type.Optional(
        nullable(
          strict({
            header: Type.Optional(nullable(Type.Number())),
            'header-mobile': Type.Optional(nullable(Type.Number())),
            footer: Type.Optional(nullable(Type.Number())),
            inner: Type.Optional(nullable(Type.Number())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/sliders/groups/:group': envelope(
    strict({
      group: Type.Optional(nullable(Type.String())),
      group_label: Type.Optional(nullable(Type.String())),
      sliders: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              id: Type.Number(),
              title: Type.Optional(nullable(Type.String())),
              description: Type.Optional(nullable(Type.String())),
              group: Type.Optional(nullable(Type.String())),
              group_label: Type.Optional(nullable(Type.String())),
              image: Type.Optional(nullable(Type.String())),
              link: Type.Optional(nullable(Type.String())),
              linkable_type: Type.Optional(nullable(Type.String())),
              linkable_id: Type.Optional(nullable(Type.Number())),
              status: Type.Optional(nullable(Type.Boolean())),
              order: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/menu_items/groups': envelope(
    strict({
      groups: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.String(),
              title: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      group_labels: Type.Optional(
        nullable(
          strict({
            header: Type.Optional(nullable(Type.String())),
            footer: Type.Optional(nullable(Type.String())),
            mobile: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
    }),
  ),
  'GET /api/admin/menu_items/groups/:group': envelope(
    strict({
      menu_items: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              group: Type.Optional(nullable(Type.String())),
              group_label: Type.Optional(nullable(Type.String())),
              parent_id: Type.Optional(Type.Unknown() /* only null seen */),
              title: Type.Optional(nullable(Type.String())),
              link: Type.Optional(nullable(Type.String())),
              linkable_type: Type.Optional(nullable(Type.String())),
              linkable_id: Type.Optional(Type.Unknown() /* only null seen */),
              new_tab: Type.Optional(nullable(Type.Boolean())),
              icon: Type.Optional(Type.Unknown() /* only null seen */),
              status: Type.Optional(nullable(Type.Boolean())),
              order: Type.Optional(nullable(Type.Number())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
              children: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      group: Type.Optional(nullable(Type.String())),
                      group_label: Type.Optional(nullable(Type.String())),
                      parent_id: Type.Optional(nullable(Type.Number())),
                      title: Type.Optional(nullable(Type.String())),
                      link: Type.Optional(Type.Unknown() /* only null seen */),
                      linkable_type: Type.Optional(nullable(Type.String())),
                      linkable_id: Type.Optional(nullable(Type.Number())),
                      new_tab: Type.Optional(nullable(Type.Boolean())),
                      icon: Type.Optional(Type.Unknown() /* only null seen */),
                      status: Type.Optional(nullable(Type.Boolean())),
                      order: Type.Optional(nullable(Type.Number())),
                      created_at: Type.Optional(nullable(Type.String())),
                      updated_at: Type.Optional(nullable(Type.String())),
                      children: Type.Optional(
                        nullable(
                          Type.Array(
                            strict({
                              id: Type.Number(),
                              group: Type.Optional(nullable(Type.String())),
                              group_label: Type.Optional(nullable(Type.String())),
                              parent_id: Type.Optional(nullable(Type.Number())),
                              title: Type.Optional(nullable(Type.String())),
                              link: Type.Optional(Type.Unknown() /* only null seen */),
                              linkable_type: Type.Optional(nullable(Type.String())),
                              linkable_id: Type.Optional(nullable(Type.Number())),
                              new_tab: Type.Optional(nullable(Type.Boolean())),
                              icon: Type.Optional(Type.Unknown() /* only null seen */),
                              status: Type.Optional(nullable(Type.Boolean())),
                              order: Type.Optional(nullable(Type.Number())),
                              created_at: Type.Optional(nullable(Type.String())),
                              updated_at: Type.Optional(nullable(Type.String())),
                              children: Type.Optional(
                                nullable(Type.Array(Type.Unknown() /* only empty lists seen */)),
                              ),
                            }),
                          ),
                        ),
                      ),
                    }),
                  ),
                ),
              ),
            }),
          ),
        ),
      ),
      group: Type.Optional(nullable(Type.String())),
    }),
  ),
  'GET /api/admin/menu_items/create': envelope(
    strict({
      groups: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.String(),
              title: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      group_labels: Type.Optional(
        nullable(
          strict({
            header: Type.Optional(nullable(Type.String())),
            footer: Type.Optional(nullable(Type.String())),
            mobile: Type.Optional(nullable(Type.String())),
          }),
        ),
      ),
      linkable_types: Type.Optional(
        nullable(
          Type.Array(
            strict({
              type: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
              needs_id: Type.Optional(nullable(Type.Boolean())),
            }),
          ),
        ),
      ),
    }),
  ),
  'GET /api/admin/menu_items/linkables': envelope(
    strict({
      linkables: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              title: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      type: Type.Optional(nullable(Type.String())),
      needs_id: Type.Optional(nullable(Type.Boolean())),
    }),
  ),
  'GET /api/admin/newsletters/:id/deliveries': envelope(
    strict({
      deliveries: Type.Optional(
        nullable(
          pageOrAll(
            strict({
              subscriber_id: Type.Optional(nullable(Type.Number())),
              email: Type.Optional(nullable(Type.String())),
              phone_number: Type.Optional(nullable(Type.String())),
              status: Type.Optional(nullable(Type.String())),
              status_label: Type.Optional(nullable(Type.String())),
              error: Type.Optional(Type.Unknown() /* only null seen */),
              sent_at: Type.Optional(Type.Unknown() /* only null seen */),
            }),
          ),
        ),
      ),
    }),
  ),
};
