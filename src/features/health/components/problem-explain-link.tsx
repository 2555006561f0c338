import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpenHref } from '../../../auth/use-can.ts';
import { problemExplanation } from '../../../components/problem-explanation.ts';
import type { ProblemWireRow as ProblemRow } from '../api/list-problem-rows.ts';

/**
 * A link to the screen that explains the row's problem (the site's energy view, the failed job runs), when there is
 * one, the row carries its key, and the person may open that screen (a link they cannot use is not shown).
 */
export function ProblemExplainLink({ row }: { row: ProblemRow }) {
  const canOpenHref = useCanOpenHref();
  const explained = problemExplanation(row.problemName, row);
  if (explained === undefined || !canOpenHref(explained.href)) return null;
  return (
    <Link
      component={RouterLink}
      to={explained.href}
      variant="body2"
      sx={{ display: 'inline-block', minHeight: 24 }}
    >
      {explained.text}
    </Link>
  );
}
