import type { ReactNode } from 'react';
import type { SecuredOperation } from '../api/permissions.gen.ts';
import { useCan } from './use-can.ts';

export interface CanProps {
  /** The operation the wrapped button or section calls. */
  operation: SecuredOperation;
  children: ReactNode;
  /** What shows instead (default nothing: what the person may not use is not shown). */
  fallback?: ReactNode;
}

/** Shows its children only to a person allowed to call `operation` (DESIGN §3 "Access"). */
export function Can({ operation, children, fallback = null }: CanProps) {
  return useCan(operation) ? children : fallback;
}
