import Type from 'typebox';
import { envelope, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

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
        name: Type.String(),
        label: Type.String(),
      }),
    ),
  ),
  'GET /api/admin/settings/:group': envelope(
    strict({
      settings: Type.Array(
        strict({
          id: Type.Number(),
          group: Type.String(),
          label: Type.String(),
          name: Type.String(),
          type: Type.String(),
          value: Type.String(),
          options: Type.Unknown() /* only null seen */,
          private: Type.Boolean(),
          created_at: Type.String(),
          updated_at: Type.String(),
        }),
      ),
      version: Type.String(),
    }),
  ),
};
