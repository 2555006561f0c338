import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ApiError } from '../../../api/api-error.ts';
import { ErrorReference } from '../../../components/error-reference.tsx';
import { deviceCheckFailure } from '../../../domain/evse/device-check-errors.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { useDisplayPreferences } from '../../../i18n/display-preferences.ts';
import { deviceCheckWords } from '../hooks/device-check-words.ts';

export interface DeviceCheckAlertProps {
  error: ApiError;
  models: readonly ChargepointModel[];
  now: number;
}

/** A failed device call in words a staff member can act on, with the device facts the answer carried. */
export function DeviceCheckAlert({ error, models, now }: DeviceCheckAlertProps) {
  // Drawn again when the language changes (the preferences' context).
  useDisplayPreferences();
  const failure = deviceCheckFailure(error, models, now, undefined, deviceCheckWords());
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.action}
      {failure.facts.length > 0 ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, columnGap: 2, my: 1 }}
        >
          {failure.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {fact.label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <ErrorReference error={error} />
    </Alert>
  );
}
