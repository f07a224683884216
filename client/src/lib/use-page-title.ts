import { useEffect } from 'react';

/** Sets the document title ("<page> · Psycare") while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Psycare` : 'Psycare';
  }, [title]);
}
