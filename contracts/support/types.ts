// Types of the contract DSL, all derived from the generated `paths` of src/api/schema.gen.ts: a spec change that
// breaks an interaction (renamed field, new required property, new enum value, removed operation or status) fails
// `tsc` on the consumer tests.
import type { Matcher } from '@pact-foundation/pact';
import type { paths } from '../../src/api/schema.gen.ts';

export type ApiPath = keyof paths;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationAt<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The methods a path declares. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: [OperationAt<P, M>] extends [never] ? never : M;
}[HttpMethod];

export type Operation<P extends ApiPath, M extends MethodOf<P>> = OperationAt<P, M> & {
  responses: object;
  parameters: object;
};

/** The status codes the operation declares. */
export type StatusOf<P extends ApiPath, M extends MethodOf<P>> = keyof Operation<P, M>['responses'] & number;

/** The JSON body of one declared response. */
export type JsonBody<P extends ApiPath, M extends MethodOf<P>, S extends StatusOf<P, M>> = Operation<
  P,
  M
>['responses'][S] extends { content: { 'application/json': infer B } }
  ? B
  : never;

/** The JSON request body (never when the operation takes none). */
export type RequestJson<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** The path parameters (never when the path has none). */
export type PathParams<P extends ApiPath, M extends MethodOf<P>> = Operation<P, M>['parameters'] extends {
  path: infer X;
}
  ? X
  : never;

/** The query parameters (never when the operation declares none). */
export type QueryParams<P extends ApiPath, M extends MethodOf<P>> = Operation<P, M>['parameters'] extends {
  query?: infer Q;
}
  ? [NonNullable<Q>] extends [never]
    ? never
    : NonNullable<Q>
  : never;

/** An array matcher whose example items are templates themselves (built by `arrayOf`). */
export interface ArrayTemplate<I> {
  'pact:matcher:type': string;
  min?: number;
  value: readonly I[];
}

/**
 * A body template: the value itself, or any part of it replaced by a Pact matcher of the same type. Object
 * literals are checked for excess properties, so a field the spec does not know fails typecheck.
 */
export type Template<T> =
  | Matcher<T>
  | (T extends string | number | boolean | null | undefined
      ? T
      : T extends readonly (infer E)[]
        ? readonly Template<E>[] | ArrayTemplate<Template<E>>
        : { [K in keyof T]: Template<T[K]> });

/**
 * Checks at compile time that a literal list names every member of a string union (e.g. an enum of the spec), so
 * a value added to the spec fails typecheck here.
 */
export function everyValueOf<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L => list;
}
