// THE audit hook of the mock's data layer (DESIGN §3 "Access"): every call of an operation the spec
// marks `x-audit: true` that succeeds is recorded in the owner's dataset — who (the caller), when, which operation,
// on what (audit-targets.ts), and the target's fields before and after with personal data masked and free text
// withheld (src/domain/activity/redact.ts). `listActivity` answers the log. Refused calls change nothing and are not recorded; public
// account calls are never marked (the portal-audit lint rule), so they are security events, not activity.
import { changesOf, printable } from '../../../src/domain/activity/activity-changes.ts';
import {
  isPersonalField,
  isStructuredText,
  maskEmailsIn,
  maskPersonal,
} from '../../../src/domain/activity/redact.ts';
import { auditFingerprint } from './text-fingerprint.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { AUDIT_TARGETS, type AuditTarget } from './audit-targets.ts';
import type { DataAnswer, DataRequest } from './data-handler.ts';
import { runningNow, type Dataset } from './dataset.ts';

export type ActivityEntry = components['schemas']['ActivityEntry'];

/** The spec's mark of an audited operation. */
export const AUDIT_EXTENSION = 'x-audit';
/** The log keeps the newest entries of an owner's world; older ones fall off. */
export const ACTIVITY_LOG_LIMIT = 5000;

export const isAudited = (operation: Record<string, unknown>): boolean => operation[AUDIT_EXTENSION] === true;

/** An operation without an entry in AUDIT_TARGETS: recorded on its last path parameter, with no fields. */
function fallbackTarget(request: DataRequest): AuditTarget {
  return {
    kind:
      request.collection
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/[^a-z-]/g, '') || 'thing',
    key: ({ pathParams }) => Object.values(pathParams).at(-1),
    fields: () => undefined,
    label: (_fields, key) => key,
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The target's label, drawn from its fields as the log may keep them: a person's name is masked like the field
 * itself, and a free text (a charger's display name) is not offered to the label, which then falls back to what the
 * log keeps (the charger's identifier, the key).
 */
function labelOf(target: AuditTarget, fields: Record<string, unknown> | undefined, key: string): string {
  const kept =
    fields === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(fields).filter(
            ([field, value]) =>
              typeof value !== 'string' || isPersonalField(field) || isStructuredText(field, value),
          ),
        );
  const label = target.label(kept, key);
  const masked =
    kept !== undefined && (label === kept.name || label === kept.email)
      ? maskPersonal(label)
      : maskEmailsIn(label);
  return printable(masked, 300);
}

/**
 * Called before the handler runs; the function it returns is called with the handler's answer and records the entry
 * when the call succeeded. Undefined for an operation that is not audited.
 */
export function beginAudit(
  operation: Record<string, unknown>,
  request: DataRequest,
  data: Dataset,
): ((answer: DataAnswer) => void) | undefined {
  if (!isAudited(operation)) return undefined;
  const target = AUDIT_TARGETS[request.operationId] ?? fallbackTarget(request);
  const keyBefore = target.key(request);
  const before = keyBefore === undefined ? undefined : structuredClone(target.fields(data, keyBefore));
  return (answer) => {
    if (answer.status < 200 || answer.status >= 300) return;
    const key = keyBefore ?? target.key(request, answer) ?? '';
    const after = key === '' ? undefined : target.fields(data, key);
    const summary = typeof operation.summary === 'string' ? operation.summary : request.operationId;
    const entry: ActivityEntry = {
      id: `activity-${String(data.activity.length + 1).padStart(6, '0')}-${Date.now().toString(36)}`,
      at: iso(runningNow(data)),
      actor: printable(request.actor, 320),
      ...(request.actorId === undefined ? {} : { actorId: request.actorId }),
      operationId: request.operationId,
      summary: printable(summary, 200),
      target: {
        kind: target.kind,
        key: printable(key, 200),
        label: labelOf(target, after ?? before, key),
      },
      changes: changesOf(before ?? null, after ?? null, auditFingerprint),
    };
    data.activity.push(entry);
    if (data.activity.length > ACTIVITY_LOG_LIMIT)
      data.activity.splice(0, data.activity.length - ACTIVITY_LOG_LIMIT);
  };
}
