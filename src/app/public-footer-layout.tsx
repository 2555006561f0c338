import { Footer } from '../features/navigation/components/footer.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The public pages other than /login: the public frame with the footer (SPEC §1). */
export function PublicFooterLayout() {
  return <PublicLayout footer={<Footer tone="dark" />} />;
}
