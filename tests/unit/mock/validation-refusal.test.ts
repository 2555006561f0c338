// Prism's violations become the spec's 400: field names as the spec writes them, words instead of patterns.
import { describe, expect, it } from 'vitest';
import { loadMockSpec, matchOperation } from '../../../scripts/mock/select-example.ts';
import { requestViolations, validationRefusal } from '../../../scripts/mock/validation-refusal.ts';

const spec = loadMockSpec();
const header = (...violations: object[]) => JSON.stringify(violations);
const refusalFor = (method: string, url: string, violations: string) => {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return validationRefusal(spec, match.operation, match.pathItem, violations);
};

describe('validationRefusal', () => {
  it("names a body property, and a path parameter in the spec's own case", () => {
    const refusal = refusalFor(
      'PATCH',
      '/ui/v1/order-funnel-leads/bad',
      header(
        { location: ['request', 'path', 'leadid'], severity: 'Error', code: 'pattern', message: 'm' },
        { location: ['request', 'body', 'note'], severity: 'Error', code: 'pattern', message: 'm' },
      ),
    );
    expect(refusal).toMatchObject({ status: 400, errorId: 'VALIDATION_FAILED' });
    expect(refusal?.fieldErrors.map((entry) => entry.field)).toEqual(['leadId', 'note']);
    expect(refusal?.message).toContain('note');
    expect(refusal?.message).not.toContain('\\u0000');
  });

  it('takes the property of a required or unknown-field violation from the message, nested ones by path', () => {
    const refusal = refusalFor(
      'PUT',
      '/ui/v1/sales/widgets/tariff-funnel/origins',
      header(
        {
          location: ['request', 'body'],
          severity: 'Error',
          code: 'required',
          message: "Request body must have required property 'origins'",
        },
        {
          location: ['request', 'body', 'origins', '2'],
          severity: 'Error',
          code: 'maxLength',
          message: 'Request body property origins/2 must NOT have more than 200 characters',
        },
      ),
    );
    expect(refusal?.fieldErrors).toEqual([
      { field: 'origins', message: 'Is required' },
      { field: 'origins[2]', message: 'Must NOT have more than 200 characters' },
    ]);
  });

  it("ignores Prism's security refusal and an unreadable header", () => {
    expect(
      requestViolations(header({ location: ['request'], code: 401, message: 'Invalid security' })),
    ).toEqual([]);
    expect(requestViolations('not json')).toEqual([]);
    expect(requestViolations(undefined)).toEqual([]);
  });
});
