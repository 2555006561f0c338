import Box from '@mui/material/Box';
import type { ApiError } from '../api/api-error.ts';
import { useT } from '../i18n/display-preferences.ts';

export interface ErrorReferenceProps {
  error: ApiError;
}

/**
 * The id staff report with a failed load, on its own line: the answer's `errorId`, or else the `X-Request-Id` the
 * client sent (the server logs it), so there is always one. One click selects the whole id, and only the id.
 */
export function ErrorReference({ error }: ErrorReferenceProps) {
  const t = useT();
  const errorId = error.errorId?.trim() ? error.errorId : undefined;
  const id = errorId ?? error.requestId;
  if (id === undefined || id === '') return null;
  // The space keeps the alert's text readable as one string (copied whole, or read by a screen reader).
  return (
    <>
      {' '}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        {errorId !== undefined ? t('lists.errorId') : t('lists.requestId')}
        <Box component="code" sx={{ fontFamily: 'monospace', userSelect: 'all', overflowWrap: 'anywhere' }}>
          {id}
        </Box>
      </Box>
    </>
  );
}
