import { useEffect } from 'react';

/** "<page> · PawDesk" in the tab, so screen-reader users and history entries name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · PawDesk` : 'PawDesk';
  }, [title]);
}
