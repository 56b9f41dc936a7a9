import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the auth routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const authAnswers: RouteAnswers = {
  'GET /api/admin/profile': envelope(
    strict({
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
    }),
  ),
};
