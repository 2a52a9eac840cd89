// The views of a page with several (Dogs, Daycare): Chakra's enclosed tabs under the header,
// two by two on a phone so every tab stays in sight at 375 px, each panel mounted when first
// opened. The tab is the URL's (the page passes it and sets it). A tab chosen by code (after a
// save, from a row action) brings the tabs back into view: `useTabsReveal`.
import { Tabs } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useCallback, useRef } from 'react';

/** The tab list's ref for PageTabs, and `reveal()`: scrolls it back into view when it is above the screen. */
export function useTabsReveal() {
  const listRef = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => {
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  }, []);
  return { listRef, reveal };
}

export function PageTabs<T extends string>({
  value,
  tabs,
  label,
  onChange,
  panels,
  listRef,
}: {
  value: T;
  /** The tabs, in order. */
  tabs: readonly T[];
  label: (tab: T) => string;
  onChange: (tab: T) => void;
  /** Every tab's content. */
  panels: Record<T, ReactNode>;
  listRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onChange(details.value as T)}
      variant="enclosed"
      lazyMount
      fitted={false}
    >
      <Tabs.List
        ref={listRef}
        bg="bg.muted"
        display={{ base: 'grid', md: 'inline-flex' }}
        gridTemplateColumns="1fr 1fr"
        w={{ base: 'full', md: 'auto' }}
        scrollMarginTop="20"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            justifyContent="center"
            textAlign="center"
            px={{ base: '2', md: '4' }}
          >
            {label(tab)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
