import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScenarioOperation } from '../api/get-scenario-catalog.ts';
import {
  decodeAnswer,
  DELAYS_MS,
  encodeAnswer,
  isActive,
  RULE,
  type Choice,
} from '../model/scenario-choices.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Unavailable',
};

const exampleLabel = (name: string) =>
  name === 'empty' ? 'empty (empty list)' : name === 'default' ? 'default' : name;

/** One operation of the switcher: which answer the mock gives, and how late. */
export function OperationScenarioRow({
  operation,
  choice,
  onChange,
}: {
  operation: ScenarioOperation;
  choice: Choice | undefined;
  onChange: (choice: Choice) => void;
}) {
  const answer = choice?.answer ?? RULE;
  const delayMs = choice?.delayMs ?? 0;
  const value = encodeAnswer(answer);
  const known = new Set([
    'rule',
    ...operation.examples.map((name) => `example=${name}`),
    ...operation.errors.map((status) => `code=${status}`),
    ...(operation.secured ? ['refresh'] : []),
  ]);
  const active = isActive(choice);
  const id = `scenario-${operation.operationId}`;

  return (
    <Box
      component="li"
      data-active={active || undefined}
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        borderLeft: 4,
        borderColor: active ? 'warning.main' : 'transparent',
        bgcolor: (theme) => (active ? alpha(theme.palette.warning.main, 0.08) : 'transparent'),
      }}
    >
      <Typography component="h3" variant="subtitle2" id={`${id}-title`}>
        {operation.operationId}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
        {operation.method} {operation.path}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          size="small"
          label="Answer"
          value={value}
          onChange={(event) => onChange({ answer: decodeAnswer(event.target.value) ?? RULE, delayMs })}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': `${operation.operationId} answer`, id: `${id}-answer` },
            inputLabel: { htmlFor: `${id}-answer` },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <option value="rule">Normal (picked by the request)</option>
          {known.has(value) ? null : <option value={value}>{value} (not in the mock any more)</option>}
          {operation.examples.length > 0 ? (
            <optgroup label="Example of the success answer">
              {operation.examples.map((name) => (
                <option key={name} value={`example=${name}`}>
                  {exampleLabel(name)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {operation.errors.length > 0 ? (
            <optgroup label="Declared error">
              {operation.errors.map((status) => (
                <option key={status} value={`code=${status}`}>
                  {`${status} ${STATUS_TEXT[status] ?? ''}`.trim()}
                </option>
              ))}
            </optgroup>
          ) : null}
          {operation.secured ? (
            <optgroup label="Flow">
              <option value="refresh">401, then refresh and retry</option>
            </optgroup>
          ) : null}
        </TextField>
        <TextField
          select
          size="small"
          label="Delay"
          value={String(delayMs)}
          onChange={(event) => onChange({ answer, delayMs: Number(event.target.value) })}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': `${operation.operationId} delay`, id: `${id}-delay` },
            inputLabel: { htmlFor: `${id}-delay` },
          }}
          sx={{ width: 96 }}
        >
          {DELAYS_MS.includes(delayMs as (typeof DELAYS_MS)[number]) ? null : (
            <option value={String(delayMs)}>{delayMs / 1000} s</option>
          )}
          {DELAYS_MS.map((ms) => (
            <option key={ms} value={String(ms)}>
              {ms === 0 ? 'none' : `${ms / 1000} s`}
            </option>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
