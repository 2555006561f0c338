import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiResult } from '../../../api/client.ts';
import type { FieldErrors, Validation } from '../../../domain/account/account-validation.ts';
import { useAccountRequest, type AccountRequestState } from './use-account-request.ts';

export interface AccountFormOptions<Field extends string, Body> {
  initial: Record<Field, string>;
  validate: (values: Record<Field, string>) => Validation<Field, Body>;
  call: (body: Body) => Promise<ApiResult<{ message: string }>>;
  /** A server refusal that belongs to one field (e.g. 409 on the email) is shown at that field as well. */
  fieldOf?: (error: ApiError) => NoInfer<Field> | undefined;
}

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

export interface AccountForm<Field extends string, Body> {
  values: Record<Field, string>;
  errors: FieldErrors<Field>;
  state: AccountRequestState;
  field(name: Field): FieldProps;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  send(body: Body): Promise<AccountRequestState>;
}

/**
 * Values, messages at the fields, and the call of one account form. Validation runs on submit; editing a field
 * clears its message; after a refused submit the first field with a message gets the focus.
 */
export function useAccountForm<Field extends string, Body>(
  options: AccountFormOptions<Field, Body>,
): AccountForm<Field, Body> {
  const { validate, fieldOf } = options;
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  // Taken from the submit event: a ref handed out with the form state would make every read of it a ref read.
  const formElement = useRef<HTMLFormElement | null>(null);
  const request = useAccountRequest(options.call);

  // Layout effect: the focus moves in the same commit that shows the messages.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const field = (name: Field): FieldProps => ({
    name,
    value: values[name],
    onChange: (event) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (current[name] === undefined) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formElement.current = event.currentTarget;
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    void request.send(result.body).then((outcome) => {
      if (outcome.kind !== 'failed') return;
      const target = fieldOf?.(outcome.error);
      if (target === undefined) return;
      setErrors((current) => ({ ...current, [target]: outcome.error.message }));
      setAttempt((count) => count + 1);
    });
  };

  return { values, errors, state: request.state, field, onSubmit, send: request.send };
}
