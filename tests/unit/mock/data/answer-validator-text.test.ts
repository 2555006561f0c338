// The answer validator over a text answer (exportLeads' text/csv, scripts/mock/data/answer-validator.ts): the body
// must be text of the declared media type, and the schema's pattern (the BOM and header row) is checked like any
// other rule; a JSON body where the spec declares CSV is a mismatch, not a silent pass.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createAnswerValidator } from '../../../../scripts/mock/data/answer-validator.ts';
import { SPEC_PATH } from '../../../../scripts/contracts/pact-files.ts';
import { leadsExportCsv } from '../../../../src/domain/sales/lead-export.ts';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as Json;
const validate = createAnswerValidator(spec);
const exportLeads = ((spec.paths as Json)['/ui/v1/order-funnel-leads/exports'] as Json).post as Json;

describe('the answer validator and a text/csv answer', () => {
  it('accepts the export document and its JSON errors', () => {
    expect(
      validate(
        exportLeads,
        200,
        leadsExportCsv([], () => undefined),
        'text/csv',
      ),
    ).toBeNull();
    expect(
      validate(exportLeads, 403, { message: 'Forbidden', status: 403, errorId: 'PERMISSION_DENIED' }),
    ).toBeNull();
  });

  it('refuses a document without the header row, a body that is not text, and a JSON answer', () => {
    expect(validate(exportLeads, 200, 'Lead;Name\r\n', 'text/csv')?.[0]?.message).toMatch(/pattern/);
    expect(validate(exportLeads, 200, { csv: '' }, 'text/csv')?.[0]?.message).toBe(
      'a text/csv body must be text',
    );
    expect(validate(exportLeads, 200, [], 'application/json')?.[0]?.message).toBe(
      'status 200 declares no application/json body (declared: text/csv)',
    );
  });
});
