import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the settings routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const settingsAnswers: RouteAnswers = {
  'GET /api/admin/settings': envelope(
    Type.Array(
      strict({
        name: Type.Optional(nullable(Type.String())),
        label: Type.Optional(nullable(Type.String())),
      }),
    ),
  ),
  'GET /api/admin/settings/:group': envelope(
    strict({
      settings: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              group: Type.Optional(nullable(Type.String())),
              label: Type.Optional(nullable(Type.String())),
              name: Type.Optional(nullable(Type.String())),
              type: Type.Optional(nullable(Type.String())),
              value: Type.Optional(nullable(Type.String())),
              options: Type.Optional(Type.Unknown() /* only null seen */),
              private: Type.Optional(nullable(Type.Boolean())),
              created_at: Type.Optional(nullable(Type.String())),
              updated_at: Type.Optional(nullable(Type.String())),
            }),
          ),
        ),
      ),
      version: Type.Optional(nullable(Type.String())),
    }),
  ),
};
