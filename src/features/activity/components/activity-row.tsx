import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { describeChange } from '../../../domain/activity/activity-changes.ts';
import type { ActivityEntry } from '../api/list-activity.ts';

const COLUMN_COUNT = 5;

/** One entry: when, who, what, on what; its changes (field, before, after) open below it. */
export function ActivityRow({ entry, now }: { entry: ActivityEntry; now: number }) {
  const [open, setOpen] = useState(false);
  const changesId = `changes-${entry.id}`;
  return (
    <>
      <TableRow hover>
        <TableCell>
          <RelativeInstant iso={entry.at} now={now} />
        </TableCell>
        <TableCell sx={{ wordBreak: 'break-all' }}>{entry.actor}</TableCell>
        <TableCell>
          {entry.summary}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {entry.operationId}
          </Typography>
        </TableCell>
        <TableCell>
          {entry.target.label}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', wordBreak: 'break-all' }}
          >
            {`${entry.target.kind} ${entry.target.key}`}
          </Typography>
        </TableCell>
        <TableCell align="right">
          {entry.changes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No stored change
            </Typography>
          ) : (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={changesId}
              onClick={() => setOpen(!open)}
            >
              {open
                ? 'Hide changes'
                : `Show ${entry.changes.length === 1 ? '1 change' : `${entry.changes.length} changes`}`}
            </Button>
          )}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={changesId}>
          <TableCell colSpan={COLUMN_COUNT}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5 }}
            >
              {entry.changes.map((change) => (
                <Box key={change.field} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600, pr: 2 }}>
                    {change.field}
                  </Box>
                  {/* A free text the log does not keep reads as a sentence, not as a value. */}
                  <Box
                    component="dd"
                    sx={
                      change.beforeText !== undefined || change.afterText !== undefined
                        ? { m: 0, fontStyle: 'italic', color: 'text.secondary' }
                        : { m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }
                    }
                  >
                    {describeChange(change)}
                  </Box>
                </Box>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
