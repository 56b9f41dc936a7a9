import Type from 'typebox';
import { envelope, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the auth routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const authAnswers: RouteAnswers = {
  'GET /api/admin/profile': envelope(
    strict({
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
    }),
  ),
};
