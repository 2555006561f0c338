// Named examples of the calls that add, change and command chargers, for Prism alone; the data-backed
// mock answers them from the dataset and keeps the change.
import type { components } from '../../../../src/api/schema.gen.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';
import type { Fixtures } from '../../../generate/fixtures.ts';

type Schemas = components['schemas'];

export function evseChangeExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const [first] = fixtures.evse.evses;
  if (!first) throw new Error('fixtures without chargers');
  const { evse, ocppVersion } = first.detail;
  const verification: Schemas['EvseVerification'] = {
    uniqueIdentifier: evse.uniqueIdentifier,
    vendor: evse.vendor,
    model: evse.model,
    firmwareVersion: evse.firmwareVersion,
    lastConnectionTimestamp: evse.lastConnection,
    ocppVersion,
  };
  const command: Schemas['EvseCommandResult'] = {
    status: 'Accepted',
    event: {
      id: 'command-00001',
      timestamp: evse.lastConnection,
      type: 'command',
      summary: 'Soft reset: Accepted',
      actor: 'staff@example.com',
      payload: '{"action":"Reset","request":{"type":"Soft"},"response":{"status":"Accepted"}}',
    },
  };
  return {
    verifyEvse: { default: { summary: `${evse.uniqueIdentifier} seen by its gateway`, value: verification } },
    createEvse: { default: { summary: `${evse.uniqueIdentifier} added`, value: first.detail } },
    updateEvse: { default: { summary: `${evse.uniqueIdentifier} changed`, value: first.detail } },
    sendEvseCommand: { default: { summary: 'Soft reset accepted', value: command } },
  };
}
