// What a failed device check (verifying, adding or commanding a charger) means to a staff member, from the
// API error's `errorId` and the device facts the answer carried (SPEC §3's API error object: `uniqueIdentifier`,
// `firmwareVersion`, `lastConnectionTimestamp` and a `verificationResult` with the same fields plus vendor and
// model). One catalogue: every error id the device calls declare has a message here, and anything else reads as
// what the server said.
import type { components } from '../../api/schema.gen.ts';
import { timeAgo } from '../format/relative-time.ts';
import { modelEntryOf } from './firmware-support.ts';
import type { ChargepointModel } from './evse-types.ts';

export const DEVICE_CHECK_ERROR_IDS = [
  'EVSE_NOT_FOUND_ON_GATEWAY',
  'EVSE_NOT_CONNECTED',
  'EVSE_MODEL_NOT_SUPPORTED',
  'EVSE_FIRMWARE_NOT_SUPPORTED',
  'EVSE_ALREADY_ASSIGNED',
  'GATEWAY_OFFLINE',
  'VERIFICATION_TIMEOUT',
  'EVSE_OFFLINE',
  'COMMAND_TIMEOUT',
] as const;
export type DeviceCheckErrorId = (typeof DEVICE_CHECK_ERROR_IDS)[number];

export interface DeviceFacts {
  uniqueIdentifier?: string;
  vendor?: string;
  model?: string;
  firmwareVersion?: string;
  /** ms since the epoch, when the answer carried a readable one. */
  lastConnection?: number;
}

export interface DeviceCheckFailure {
  /** One line: what went wrong. */
  title: string;
  /** What to do about it. */
  action: string;
  /** The device facts of the answer, as label/value lines (empty when it carried none). */
  facts: { label: string; value: string }[];
  errorId?: string;
}

type ErrorLike = Pick<
  components['schemas']['ApiError'],
  | 'message'
  | 'status'
  | 'errorId'
  | 'firmwareVersion'
  | 'lastConnectionTimestamp'
  | 'uniqueIdentifier'
  | 'verificationResult'
>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The facts of an answer: the verification result's first, the error's own fields where it has none. */
export function deviceFactsOf(error: ErrorLike): DeviceFacts {
  const result = error.verificationResult ?? {};
  const facts: DeviceFacts = {};
  const id = text(result.uniqueIdentifier) ?? text(error.uniqueIdentifier);
  if (id) facts.uniqueIdentifier = id;
  const vendor = text(result.vendor);
  if (vendor) facts.vendor = vendor;
  const model = text(result.model);
  if (model) facts.model = model;
  const firmware = text(result.firmwareVersion) ?? text(error.firmwareVersion);
  if (firmware) facts.firmwareVersion = firmware;
  const last = Date.parse(text(result.lastConnectionTimestamp) ?? text(error.lastConnectionTimestamp) ?? '');
  if (Number.isFinite(last)) facts.lastConnection = last;
  return facts;
}

interface Context {
  facts: DeviceFacts;
  models: readonly ChargepointModel[];
  now: number;
  locale: string | undefined;
  words: DeviceCheckWords;
}

/**
 * The failure's words, by error id and for the facts. The rules (which id, which facts) are here; the words come
 * from the caller (the screens pass them in the language shown, src/features/evses/hooks/evse-words.ts); English
 * when none are given.
 */
export interface DeviceCheckWords {
  /** A known error id's title and action; `seen` is when the device was last seen, `versions` the supported ones. */
  messages: Readonly<
    Record<
      DeviceCheckErrorId,
      (c: { seen: string; vendorModel: string; firmware: string | undefined; versions: string }) => {
        title: string;
        action: string;
      }
    >
  >;
  notKnown: string;
  thisModel: string;
  seeModelsList: string;
  failed: (status: number) => string;
  tryAgain: string;
  fact: Readonly<Record<'identifier' | 'vendorModel' | 'firmware' | 'versions' | 'lastSeen', string>>;
  /** How long ago `then` was, at `now`. */
  ago: (then: number, now: number, locale: string | undefined) => string;
}

export const DEVICE_CHECK_ENGLISH: DeviceCheckWords = {
  messages: {
    EVSE_NOT_FOUND_ON_GATEWAY: () => ({
      title: 'The gateway has never seen a charger with this identifier.',
      action:
        "Check the identifier on the charger's label or in its app (letters and digits exactly), and that the charger's OCPP backend address points at this gateway.",
    }),
    EVSE_NOT_CONNECTED: (c) => ({
      title: `The gateway knows this charger but it is not connected now (last seen ${c.seen}).`,
      action: 'Check that the charger is powered and on the same network as the gateway, then verify again.',
    }),
    EVSE_MODEL_NOT_SUPPORTED: (c) => ({
      title: `${c.vendorModel} is not a supported charger model.`,
      action: 'Only the models in the charge-point models list can be added. Install a supported charger.',
    }),
    EVSE_FIRMWARE_NOT_SUPPORTED: (c) => ({
      title: `Firmware ${c.firmware ?? '(not reported)'} is not supported for ${c.vendorModel}.`,
      action: `Update the charger to a supported version (${c.versions}), then verify again.`,
    }),
    EVSE_ALREADY_ASSIGNED: () => ({
      title: 'This charger already belongs to an installation.',
      action: 'Remove it from that installation first, or check that you typed the right identifier.',
    }),
    GATEWAY_OFFLINE: () => ({
      title: 'The gateway is offline, so it cannot be asked about the charger.',
      action:
        "Wait until the gateway is back online (see its page), or check the site's internet connection.",
    }),
    VERIFICATION_TIMEOUT: () => ({
      title: 'The gateway did not answer in time.',
      action: 'The gateway may be busy or on a slow connection. Try again in a minute.',
    }),
    EVSE_OFFLINE: (c) => ({
      title: `The charger is offline (last seen ${c.seen}), so it cannot take the command.`,
      action: 'Commands reach the charger only while it is connected. Try again once it is back online.',
    }),
    COMMAND_TIMEOUT: () => ({
      title: 'The charger did not reply in time.',
      action: 'It may still carry out the command: check its history log before sending it again.',
    }),
  },
  notKnown: 'not known',
  thisModel: 'this model',
  seeModelsList: 'see the charge-point models list',
  failed: (status) => `The request failed (HTTP ${status}).`,
  tryAgain: 'Try again; if it keeps failing, report the error reference below.',
  fact: {
    identifier: 'Identifier',
    vendorModel: 'Vendor and model',
    firmware: 'Firmware seen',
    versions: 'Supported versions',
    lastSeen: 'Last seen',
  },
  ago: timeAgo,
};

const lastSeen = ({ facts, now, locale, words }: Context): string =>
  facts.lastConnection === undefined ? words.notKnown : words.ago(facts.lastConnection, now, locale);

const vendorModel = ({ facts, words }: Context): string =>
  facts.vendor || facts.model ? [facts.vendor, facts.model].filter(Boolean).join(' ') : words.thisModel;

function supportedVersions(context: Context): string {
  const { vendor, model } = context.facts;
  const entry = vendor && model ? modelEntryOf({ vendor, model }, context.models) : undefined;
  return entry ? entry.firmwareVersions.join(', ') : context.words.seeModelsList;
}

const messageOf = (id: DeviceCheckErrorId, c: Context): { title: string; action: string } =>
  c.words.messages[id]({
    seen: lastSeen(c),
    vendorModel: vendorModel(c),
    firmware: c.facts.firmwareVersion,
    versions: supportedVersions(c),
  });

export function isDeviceCheckErrorId(value: string | undefined): value is DeviceCheckErrorId {
  return value !== undefined && (DEVICE_CHECK_ERROR_IDS as readonly string[]).includes(value);
}

function factLines(context: Context): DeviceCheckFailure['facts'] {
  const { facts, now, locale, words } = context;
  const lines: DeviceCheckFailure['facts'] = [];
  if (facts.uniqueIdentifier) lines.push({ label: words.fact.identifier, value: facts.uniqueIdentifier });
  if (facts.vendor || facts.model) lines.push({ label: words.fact.vendorModel, value: vendorModel(context) });
  if (facts.firmwareVersion) lines.push({ label: words.fact.firmware, value: facts.firmwareVersion });
  if (facts.firmwareVersion && facts.vendor && facts.model)
    lines.push({ label: words.fact.versions, value: supportedVersions(context) });
  if (facts.lastConnection !== undefined)
    lines.push({ label: words.fact.lastSeen, value: words.ago(facts.lastConnection, now, locale) });
  return lines;
}

/**
 * What to tell staff about a failed device call: a known error id gets its own words; any other answer says what
 * the server said. Never throws, whatever the answer holds.
 */
export function deviceCheckFailure(
  error: ErrorLike,
  models: readonly ChargepointModel[],
  now: number,
  locale?: string,
  words: DeviceCheckWords = DEVICE_CHECK_ENGLISH,
): DeviceCheckFailure {
  const context: Context = { facts: deviceFactsOf(error), models, now, locale, words };
  const known = isDeviceCheckErrorId(error.errorId) ? messageOf(error.errorId, context) : undefined;
  const failure: DeviceCheckFailure = {
    ...(known ?? {
      title: text(error.message) ?? words.failed(error.status),
      action: words.tryAgain,
    }),
    facts: factLines(context),
  };
  if (error.errorId !== undefined) failure.errorId = error.errorId;
  return failure;
}
