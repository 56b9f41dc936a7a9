import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the people routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const peopleAnswers: RouteAnswers = {
  'GET /api/admin/permissions': envelope(
    strict({
      permissions: Type.Optional(
        nullable(
          strict({
            'admin-api': Type.Optional(
              nullable(
                Type.Array(
                  strict({
                    id: Type.Number(),
                    name: Type.Optional(nullable(Type.String())),
                    label: Type.Optional(nullable(Type.String())),
                    guard_name: Type.Optional(nullable(Type.String())),
                  }),
                ),
              ),
            ),
          }),
        ),
      ),
    }),
  ),
};
