import { createContext, type ReactNode } from 'react';

/**
 * What a PageHeader shows above its title: the breadcrumbs of the shell (components/route-breadcrumbs.tsx), given
 * the header's title as the current item's name and the names of the records above it the screen knows (by id).
 * Empty outside the shell (public pages), so the /login entry never loads the route table for them.
 */
export const PageCrumbsContext = createContext<
  ((current: string | undefined, names?: Readonly<Record<string, string>>) => ReactNode) | null
>(null);
