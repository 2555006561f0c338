// The add/edit charger form's rules: what staff type, checked as they type and on submit, against the
// limits the API declares (EvseCreateRequest / EvseUpdateRequest) and the charger model's current range.
import type { components } from '../../api/schema.gen.ts';
import { settle, type Validation } from '../account/account-validation.ts';
import type { ChargepointModel } from './evse-types.ts';

type Schemas = components['schemas'];
export type EvseCreateBody = Schemas['EvseCreateRequest'];
export type EvseUpdateBody = Schemas['EvseUpdateRequest'];
export type EvsePhases = Schemas['EvsePhases'];

/** The form's fields as typed (numbers stay text until they are checked). */
export interface EvseFormValues {
  uniqueIdentifier: string;
  displayName: string;
  maxCurrent: string;
  phases: string;
}
export type EvseFormField = keyof EvseFormValues;

/** The API's limits (EvseIdentifier, EvseDisplayName, EvseMaxCurrent). */
export const EVSE_FORM_LIMITS = Object.freeze({
  identifierMax: 48,
  displayNameMax: 100,
  currentMin: 6,
  currentMax: 80,
});
export const EVSE_PHASES: readonly EvsePhases[] = [1, 3];

const IDENTIFIER = /^[A-Za-z0-9*_=+:.@-]+$/;
// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const CONTROL = /[\u0000-\u001F\u007F]/;

export const EMPTY_EVSE_FORM: EvseFormValues = Object.freeze({
  uniqueIdentifier: '',
  displayName: '',
  maxCurrent: '',
  phases: '',
});

/** The current range a charger of `model` can be set to (the API's range when the model is unknown). */
export function currentRangeOf(model: ChargepointModel | undefined): { min: number; max: number } {
  return model
    ? { min: model.minCurrent, max: model.maxCurrent }
    : { min: EVSE_FORM_LIMITS.currentMin, max: EVSE_FORM_LIMITS.currentMax };
}

/**
 * The form's messages. The rules are here; the words come from the caller (the screens pass them in the language
 * shown, src/features/evses/hooks/evse-words.ts); English when none are given.
 */
export interface EvseFormWords {
  identifierEmpty: string;
  tooLong: (max: number) => string;
  identifierChars: string;
  displayNameEmpty: string;
  controlChars: string;
  currentEmpty: (min: number, max: number) => string;
  currentWhole: (min: number, max: number) => string;
  /** Out of range for a known model. */
  currentModelRange: (vendor: string, model: string, min: number, max: number) => string;
  currentRange: (min: number, max: number) => string;
  phases: string;
}

export const EVSE_FORM_ENGLISH: EvseFormWords = {
  identifierEmpty: "Enter the charger's unique identifier (its OCPP identity).",
  tooLong: (max) => `Use at most ${max} characters.`,
  identifierChars: 'Use only letters, digits and * _ = + : . @ - (no spaces), as printed on the charger.',
  displayNameEmpty: 'Enter a display name staff and the customer will recognise.',
  controlChars: 'Remove the line breaks or control characters.',
  currentEmpty: (min, max) => `Enter the maximum current per phase (${min}–${max} A).`,
  currentWhole: (min, max) => `Enter a whole number of amperes (${min}–${max} A).`,
  currentModelRange: (vendor, model, min, max) => `A ${vendor} ${model} takes ${min}–${max} A.`,
  currentRange: (min, max) => `Enter ${min}–${max} A.`,
  phases: 'Choose 1 or 3 phases.',
};

export function identifierError(value: string, words: EvseFormWords = EVSE_FORM_ENGLISH): string | undefined {
  const id = value.trim();
  if (id === '') return words.identifierEmpty;
  if ([...id].length > EVSE_FORM_LIMITS.identifierMax) return words.tooLong(EVSE_FORM_LIMITS.identifierMax);
  if (!IDENTIFIER.test(id)) return words.identifierChars;
  return undefined;
}

function displayNameError(value: string, words: EvseFormWords): string | undefined {
  if (value.trim() === '') return words.displayNameEmpty;
  if ([...value].length > EVSE_FORM_LIMITS.displayNameMax)
    return words.tooLong(EVSE_FORM_LIMITS.displayNameMax);
  if (CONTROL.test(value)) return words.controlChars;
  return undefined;
}

function maxCurrentError(
  value: string,
  model: ChargepointModel | undefined,
  words: EvseFormWords,
): string | undefined {
  const { min, max } = currentRangeOf(model);
  const text = value.trim();
  if (text === '') return words.currentEmpty(min, max);
  if (!/^\d+$/.test(text)) return words.currentWhole(min, max);
  const amps = Number(text);
  if (amps < min || amps > max)
    return model
      ? words.currentModelRange(model.vendor, model.model, min, max)
      : words.currentRange(min, max);
  return undefined;
}

function phasesError(value: string, words: EvseFormWords): string | undefined {
  return value === '1' || value === '3' ? undefined : words.phases;
}

/** Every field's error (undefined where the field is fine). */
export function evseFormErrors(
  values: EvseFormValues,
  model: ChargepointModel | undefined,
  words: EvseFormWords = EVSE_FORM_ENGLISH,
): Record<EvseFormField, string | undefined> {
  return {
    uniqueIdentifier: identifierError(values.uniqueIdentifier, words),
    displayName: displayNameError(values.displayName, words),
    maxCurrent: maxCurrentError(values.maxCurrent, model, words),
    phases: phasesError(values.phases, words),
  };
}

/** The create call's body, or the errors to show. */
export function validateEvseCreate(
  values: EvseFormValues,
  model: ChargepointModel | undefined,
  words: EvseFormWords = EVSE_FORM_ENGLISH,
): Validation<EvseFormField, EvseCreateBody> {
  return settle(evseFormErrors(values, model, words), () => ({
    uniqueIdentifier: values.uniqueIdentifier.trim(),
    displayName: values.displayName.trim(),
    maxCurrent: Number(values.maxCurrent.trim()),
    phases: Number(values.phases) as EvsePhases,
  }));
}

/** The edit form's values for a charger as it is. */
export function evseFormValuesOf(evse: {
  uniqueIdentifier: string;
  displayName: string;
  maxCurrent: number;
  phases: number;
}): EvseFormValues {
  return {
    uniqueIdentifier: evse.uniqueIdentifier,
    displayName: evse.displayName,
    maxCurrent: String(evse.maxCurrent),
    phases: String(evse.phases),
  };
}

/**
 * The update call's body: only what changed (the identifier cannot change), or the errors to show; `null` when
 * nothing changed.
 */
export function validateEvseUpdate(
  before: EvseFormValues,
  values: EvseFormValues,
  model: ChargepointModel | undefined,
  words: EvseFormWords = EVSE_FORM_ENGLISH,
): Validation<EvseFormField, EvseUpdateBody | null> {
  const { uniqueIdentifier: _same, ...errors } = evseFormErrors(values, model, words);
  return settle(errors as Record<EvseFormField, string | undefined>, () => {
    const body: EvseUpdateBody = {};
    if (values.displayName.trim() !== before.displayName.trim()) body.displayName = values.displayName.trim();
    if (values.maxCurrent.trim() !== before.maxCurrent.trim())
      body.maxCurrent = Number(values.maxCurrent.trim());
    if (values.phases !== before.phases) body.phases = Number(values.phases) as EvsePhases;
    return Object.keys(body).length === 0 ? null : body;
  });
}

/** Whether an update interrupts charging: a new current limit or phase count is sent to the charger. */
export function interruptsCharging(body: EvseUpdateBody | null): boolean {
  return body !== null && (body.maxCurrent !== undefined || body.phases !== undefined);
}

/** Whether the form differs from what it started with (leaving asks first). */
export function isDirty(before: EvseFormValues, values: EvseFormValues): boolean {
  return (Object.keys(before) as EvseFormField[]).some((field) => before[field] !== values[field]);
}
