import { useId, useLayoutEffect, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import {
  evseFormErrors,
  isDirty,
  type EvseFormField,
  type EvseFormValues,
} from '../../../domain/evse/evse-form.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { evseFormWords } from './evse-words.ts';

/** The fields of the add and edit forms, as the requests name them. */
export const EVSE_FORM_FIELDS: readonly EvseFormField[] = [
  'uniqueIdentifier',
  'displayName',
  'maxCurrent',
  'phases',
];
const isField = (name: string): name is EvseFormField =>
  (EVSE_FORM_FIELDS as readonly string[]).includes(name);

export interface EvseForm {
  values: EvseFormValues;
  /** The message to show at a field: as soon as it was edited or a submit was tried; a server's until edited. */
  errorOf(field: EvseFormField): string | undefined;
  set(field: EvseFormField, value: string): void;
  /** Marks a submit attempt: every message shows and the first invalid field gets the focus. */
  attempted(): void;
  /** The server's field messages (400/422 `fieldErrors`); true when at least one belongs to a field of the form. */
  serverRefused(error: ApiError): boolean;
  dirty: boolean;
  /** Starts again from these values (after a save: they are the new "unchanged"). */
  reset(values: EvseFormValues): void;
  /** The form element's id: after a refused submit, its first invalid field gets the focus. */
  formId: string;
}

/** The add/edit charger form: values as typed, messages as the staff member types and on submit. */
export function useEvseForm(initial: EvseFormValues, model: ChargepointModel | undefined): EvseForm {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<EvseFormField, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<EvseFormField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const formId = useId();
  const errors = evseFormErrors(values, model, evseFormWords());

  useLayoutEffect(() => {
    if (attempt === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formId]);

  return {
    values,
    errorOf: (field) => server[field] ?? (touched[field] || attempt > 0 ? errors[field] : undefined),
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setServer(({ [field]: _gone, ...rest }) => rest);
    },
    attempted: () => setAttempt((n) => n + 1),
    serverRefused: (error) => {
      const entries = (error.fieldErrors ?? []).filter((entry) => isField(entry.field));
      if (entries.length === 0) return false;
      setServer(Object.fromEntries(entries.map((entry) => [entry.field, entry.message])));
      setAttempt((n) => n + 1);
      return true;
    },
    dirty: isDirty(start, values),
    reset: (next) => {
      setStart(next);
      setValues(next);
      setTouched({});
      setServer({});
      setAttempt(0);
    },
    formId,
  };
}
