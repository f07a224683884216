import { lazy, Suspense } from 'react';
import { Container } from '../../../components/ui/Page';
import { useSession } from '../../../features/auth/stores/session-store';

// Signed-in only, and its own chunk: visitors of /chats never download it.
const Recommendations = lazy(() =>
  import('../../../features/recommendations/components/Recommendations').then((m) => ({ default: m.Recommendations })));

/** Recommended chats and professionals under a page's own content (explore, new chat); nothing when empty. */
export function RecommendationsSlot({ limit = 4 }: { limit?: number }) {
  const signedIn = useSession((s) => s.username !== null);
  if (!signedIn) return null;
  return (
    <Container $width="readable" style={{ paddingTop: 0 }}>
      <Suspense fallback={null}>
        <Recommendations limit={limit} hideWhenEmpty />
      </Suspense>
    </Container>
  );
}
