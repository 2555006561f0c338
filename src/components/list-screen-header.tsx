import type { RouteEntry } from '../routes/route-catalogue.ts';
import { PageHeader } from './page-header.tsx';
import { UpdatedAgo, type UpdatedAgoProps } from './updated-ago.tsx';
import { useBackTarget } from './use-back-target.ts';

export interface ListScreenHeaderProps {
  entry: RouteEntry;
  subtitle: string;
  /** What the list holds, for the refresh button's name ("Refresh the fleets"). */
  what: string;
  data: UpdatedAgoProps['data'];
}

/** The header of a screen that shows one cached list: the route's title and back target, the list's age, refresh. */
export function ListScreenHeader({ entry, subtitle, what, data }: ListScreenHeaderProps) {
  const back = useBackTarget(entry);
  return (
    <PageHeader
      title={entry.title}
      subtitle={subtitle}
      {...back}
      right={<UpdatedAgo what={what} data={data} />}
    />
  );
}
