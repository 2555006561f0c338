import Pagination from '@mui/material/Pagination';
import { useT } from '../../../i18n/display-preferences.ts';

export interface ProblemRowsPagesProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The drill-down's pages: buttons over the one answer's slices (the rows are all in the browser). */
export function ProblemRowsPages({ page, pageCount, onPageChange }: ProblemRowsPagesProps) {
  const t = useT();
  return (
    <Pagination
      count={pageCount}
      page={page}
      onChange={(_event, next) => onPageChange(next)}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      aria-label={t('health.pages')}
    />
  );
}
