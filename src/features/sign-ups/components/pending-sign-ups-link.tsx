import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '../../../api/use-api-client.ts';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { signUpsQueryOptions } from '../api/list-sign-ups.ts';

/**
 * "Pending sign-ups (N)" where an installer admin looks for their queue (the company admin view):
 * N is the server's count for whoever asks (their company's sign-ups), from the queue's own first-page query.
 */
export function PendingSignUpsLink() {
  const count = useQuery({
    ...signUpsQueryOptions(useApiClient(), { page: 1 }),
    select: (answer) => answer.countTotal,
  });
  const label =
    count.data !== undefined
      ? `Pending sign-ups (${formatCount(count.data)})`
      : count.isError
        ? 'Pending sign-ups (count not available)'
        : 'Pending sign-ups';
  return (
    <Link component={RouterLink} to={paths.operationsPendingSignUps()} underline="always">
      {label}
    </Link>
  );
}
