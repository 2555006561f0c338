import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { problemExplanation } from '../../../components/problem-explanation.ts';
import type { ProblemWireRow as ProblemRow } from '../api/list-problem-rows.ts';

/** A link to the site's energy view that explains the row's problem, when there is one and the site has a fleet. */
export function ProblemExplainLink({ row }: { row: ProblemRow }) {
  const explained = problemExplanation(row.problemName, row);
  if (explained === undefined) return null;
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
