import Type from 'typebox';
import { envelope, nullable, type RouteAnswers, strict } from '../../http/answers/shapes.ts';

/**
 * The 200 answers of the front routes that carry no schema of their own, by `METHOD /url` (attached
 * by plugins/answer-schemas.ts). Written from the demo shop's real answers; test/contract.test.ts
 * checks every one before and after serialisation. `Type.Unknown()` marks a value the demo only
 * answered as null or an empty list.
 */
export const frontAnswers: RouteAnswers = {
  'GET /api/front/provinces': envelope(
    strict({
      provinces: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              cities: Type.Optional(
                nullable(
                  Type.Array(
                    strict({
                      id: Type.Number(),
                      name: Type.Optional(nullable(Type.String())),
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
  'GET /api/front/shippings': envelope(
    strict({
      shippings: Type.Optional(
        nullable(
          Type.Array(
            strict({
              id: Type.Number(),
              name: Type.Optional(nullable(Type.String())),
              description: Type.Optional(nullable(Type.String())),
              logo: Type.Optional(Type.Unknown() /* only null seen */),
              minimum_delay: Type.Optional(nullable(Type.Number())),
              free_threshold: Type.Optional(nullable(Type.Number())),
              amount: Type.Optional(nullable(Type.Number())),
            }),
          ),
        ),
      ),
    }),
  ),
};
