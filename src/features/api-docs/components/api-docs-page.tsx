import { PageHeader, type PageHeaderProps } from '../../../components/page-header.tsx';
import type { ApiDocsScope } from '../../../domain/api-keys.ts';
import { ApiDocsList } from './api-docs-list.tsx';

export interface ApiDocsPageProps {
  title: string;
  scope: ApiDocsScope;
  /** Where the back button goes: a path, or one step back in history (/api/internal). */
  back: Pick<PageHeaderProps, 'backTo' | 'backOneStep'>;
}

/** /api, /api/internal and /api/external: the same list, each filtered to its own keys. */
export function ApiDocsPage({ title, scope, back }: ApiDocsPageProps) {
  return (
    <>
      <PageHeader title={title} {...back} />
      <ApiDocsList scope={scope} />
    </>
  );
}
