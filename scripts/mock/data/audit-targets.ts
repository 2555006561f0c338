// What each audited operation (`x-audit: true`) changes: the kind of its target, its key (from the
// request, or from the answer when the call creates it) and the fields recorded before and after. The audit hook
// (audit.ts) reads this table; an audited operation without an entry is recorded on its path parameters with no
// fields, and tests/unit/mock/data/audit.test.ts fails for every audited operation of the spec that lacks one.
import { recordedText, withheldMarker } from '../../../src/domain/activity/redact.ts';
import { preferencesOf } from './person-preferences.ts';
import type { DataAnswer, DataRequest } from './data-handler.ts';
import { auditFingerprint } from './text-fingerprint.ts';
import { runningNow, type Dataset } from './dataset.ts';
import { findEvse } from '../areas/evses/evses.handlers.ts';
import { signUpAnswer, staffUserAnswer } from '../areas/access/people.handlers.ts';
import { findMessage } from '../areas/exchange/exchange.handlers.ts';
import { messageRow } from '../areas/exchange/exchange.answers.ts';
import { vppSiteNow } from '../areas/vpp/vpp.handlers.ts';
import { findLead } from '../areas/leads/leads.handlers.ts';
import { findWidget } from '../areas/widgets/widgets.handlers.ts';
import { installationAuditFields } from '../areas/install/install-admin.handlers.ts';

type Fields = Record<string, unknown>;

export interface AuditTarget {
  readonly kind: string;
  /** The target's key: from the request, or (a creation) from the answer. */
  key(request: DataRequest, answer?: DataAnswer): string | undefined;
  /** The target's recorded fields now, or undefined when it does not exist. */
  fields(data: Dataset, key: string): Fields | undefined;
  /** How people know it (a person's name is masked by the hook). */
  label(fields: Fields | undefined, key: string): string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function evseFields(data: Dataset, key: string): Fields | undefined {
  const record = findEvse(data, key);
  if (!record) return undefined;
  // The session list and the connection instant move by themselves; the rest is what staff change.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { sessions, evse, ...detail } = record.detail;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { lastConnection, ...row } = evse;
  return { ...row, ...detail };
}

const evseLabel = (fields: Fields | undefined, key: string) =>
  typeof fields?.displayName === 'string' && fields.displayName !== ''
    ? fields.displayName
    : typeof fields?.uniqueIdentifier === 'string'
      ? fields.uniqueIdentifier
      : key;

const EVSE: AuditTarget = {
  kind: 'evse',
  key: ({ pathParams }) => pathParams.evseUuid,
  fields: evseFields,
  label: evseLabel,
};

const STAFF_USER: AuditTarget = {
  kind: 'staff-user',
  key: ({ pathParams }) => pathParams.userId,
  fields: (data, key) => {
    const user = data.staff.find((candidate) => candidate.id === key);
    return user ? staffUserAnswer(user) : undefined;
  },
  label: (fields, key) => (typeof fields?.name === 'string' ? fields.name : key),
};

/** A sign-up with what deciding it changes: the roles of the staff user it became, the verification mail sent. */
const SIGN_UP: AuditTarget = {
  kind: 'sign-up',
  key: ({ pathParams }) => pathParams.signUpId,
  fields: (data, key) => {
    const signUp = data.signUps.find((candidate) => candidate.id === key);
    if (!signUp) return undefined;
    const user = data.staff.find((candidate) => candidate.email === signUp.email);
    return {
      ...signUpAnswer(signUp),
      ...(user ? { roles: [...user.roles], ...(user.company ? { company: user.company.name } : {}) } : {}),
      verificationMessagesSent: data.outbox.filter((message) => message.to === signUp.email).length,
    };
  },
  label: (fields, key) => (typeof fields?.name === 'string' ? fields.name : key),
};

/** A resent data exchange message: its state as shown at the mock's now, send time, deadline, attempts. */
const EXCHANGE_MESSAGE: AuditTarget = {
  kind: 'exchange-message',
  key: ({ pathParams }) => pathParams.messageId,
  fields: (data, key) => {
    const message = findMessage(data, key);
    if (!message) return undefined;
    const { state, sentAt, acknowledgementDue, attempts, type, partner } = messageRow(
      message,
      runningNow(data),
    );
    return { state, sentAt, acknowledgementDue, attempts, type, partner: partner.name };
  },
  label: (fields, key) =>
    typeof fields?.partner === 'string' ? `${String(fields.type)} to ${fields.partner} (${key})` : key,
};

/** A site's VPP enrolment: its state and when it changed. */
const VPP_SITE: AuditTarget = {
  kind: 'vpp-site',
  key: ({ pathParams }) => pathParams.subscription,
  fields: (data, key) => {
    const row = vppSiteNow(data, key);
    return row
      ? { userReference: row.userReference, state: row.state, stateChangedAt: row.stateChangedAt }
      : undefined;
  },
  label: (fields, key) => (typeof fields?.userReference === 'string' ? fields.userReference : key),
};

/** An order-funnel lead: what staff change on it; its label names the order, never the person. */
const LEAD: AuditTarget = {
  kind: 'lead',
  key: ({ pathParams }) => pathParams.leadId,
  fields: (data, key) => {
    const lead = findLead(data, key);
    return lead
      ? {
          status: lead.status,
          assigneeId: lead.assigneeId,
          note: lead.note,
          postcode: lead.postcode,
          tariff: lead.tariff,
        }
      : undefined;
  },
  label: (fields, key) =>
    typeof fields?.postcode === 'string' && typeof fields.tariff === 'string'
      ? `${key} (${fields.postcode}, ${fields.tariff})`
      : key,
};

/** A sales widget's embed origins. */
const WIDGET: AuditTarget = {
  kind: 'widget',
  key: ({ pathParams }) => pathParams.widgetKey,
  fields: (data, key) => {
    const widget = findWidget(data, key);
    return widget ? { widget: widget.name, origins: widget.origins.join(', ') } : undefined;
  },
  label: (fields, key) => (typeof fields?.widget === 'string' ? fields.widget : key),
};

/** An installer company's installation: its installer and whether it was marked a duplicate. */
const INSTALLATION: AuditTarget = {
  kind: 'installation',
  key: ({ pathParams }) => pathParams.installationUuid,
  fields: (data, key) => installationAuditFields(data, key),
  label: (fields, key) => (typeof fields?.name === 'string' ? fields.name : key),
};

export const AUDIT_TARGETS: Readonly<Record<string, AuditTarget>> = {
  // A person's own display preferences: the target is the person who chose.
  putDisplayPreferences: {
    kind: 'display-preferences',
    key: ({ actorId }) => actorId,
    fields: (data, key) => ({ ...preferencesOf(data, key) }),
    label: () => 'Display preferences',
  },
  verifyEvse: {
    kind: 'charge-point',
    key: ({ body }) =>
      isRecord(body) && typeof body.uniqueIdentifier === 'string' ? body.uniqueIdentifier : undefined,
    // A verification changes nothing: it asks the gateway what it saw.
    fields: () => undefined,
    label: (_fields, key) => key,
  },
  createEvse: {
    ...EVSE,
    key: (_request, answer) => {
      const evse = isRecord(answer?.body) && isRecord(answer.body.evse) ? answer.body.evse : undefined;
      return typeof evse?.evseUuid === 'string' ? evse.evseUuid : undefined;
    },
  },
  updateEvse: EVSE,
  deleteEvse: EVSE,
  sendEvseCommand: EVSE,
  assignStaffRole: STAFF_USER,
  removeStaffRole: STAFF_USER,
  deactivateStaffUser: STAFF_USER,
  reactivateStaffUser: STAFF_USER,
  approveSignUp: SIGN_UP,
  rejectSignUp: SIGN_UP,
  resendSignUpVerification: SIGN_UP,
  resendExchangeMessage: EXCHANGE_MESSAGE,
  enrolVppSite: VPP_SITE,
  withdrawVppSite: VPP_SITE,
  updateLead: LEAD,
  // A reveal changes nothing: the entry says who saw whose contact (the person is not named in the log).
  revealLeadContact: { ...LEAD, fields: () => undefined, label: (_fields, key) => key },
  // An export changes nothing: the entry says who took the contacts of which filters' leads.
  exportLeads: {
    kind: 'leads-export',
    // The filters as the log may keep them: a typed search is free text (withheld like any other).
    key: ({ query }) =>
      [...query.entries()]
        .map(([name, value]) => {
          const recorded = recordedText(name, value, auditFingerprint);
          return `${name}=${'text' in recorded ? recorded.text : withheldMarker(recorded.withheld)}`;
        })
        .join('&') || 'all leads',
    fields: () => undefined,
    label: (_fields, key) => `Leads export (${key})`,
  },
  updateWidgetOrigins: WIDGET,
  reassignInstallation: INSTALLATION,
  resolveInstallationDuplicate: INSTALLATION,
  forgetChargepointCandidate: {
    kind: 'chargepoint-candidate',
    key: ({ pathParams }) => pathParams.uniqueIdentifier,
    fields: (data, key) => {
      const found = data.chargepointCandidates.find((candidate) => candidate.uniqueIdentifier === key);
      return found ? { ...found } : undefined;
    },
    label: (_fields, key) => key,
  },
};
