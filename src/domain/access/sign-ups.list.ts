import type { operations } from '../../api/schema.gen.ts';
import type { ListModule } from '../lists/list-module.ts';

/*
 * The pending sign-ups' module (listSignUps): no filter groups and no search, a page (always sent).
 */

export type SignUpsQuery = NonNullable<operations['listSignUps']['parameters']['query']>;

export const SIGN_UPS_LIST_MODULE: ListModule<never, never, SignUpsQuery, null> = {
  name: 'sign-ups',
  list: { groups: [], table: {} },
  params: { page: 'int' },
  server: {},
  base: (state) => ({ page: state.page }),
};
