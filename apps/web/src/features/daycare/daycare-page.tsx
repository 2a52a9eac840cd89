// Daycare (/daycare), the desk (spec section 2): a header with the dogs here now and the
// Packages button, and four tabs: Overview, Check In, Check Out, All Visits. The tab and All
// Visits' search, status filter and page live in the URL (desk/daycare-url.ts).
import { Stack, Tabs } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { AllVisitsTab } from './desk/all-visits-tab';
import { DAYCARE_TABS, DAYCARE_URL, type DaycareTab } from './desk/daycare-url';
import { DeskLink } from './desk/desk-link';
import { CheckInTab, CheckOutTab } from './desk/desk-tabs';
import { DaycareOverviewTab } from './desk/overview-tab';
import { useDaycareOverview } from './desk/use-daycare';

export const DAYCARE_NAMESPACES = ['daycare', 'dogs', 'validation', 'errors', 'common', 'blocks'] as const;

export function DaycarePage() {
  const { t } = useTranslation([...DAYCARE_NAMESPACES]);
  useDocumentTitle(t('daycare:title'));
  const fmt = useNumberFormat();
  const [url, setUrl] = useUrlState(DAYCARE_URL);
  const overview = useDaycareOverview();
  const tabsRef = useRef<HTMLDivElement>(null);

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (tab: DaycareTab) => {
    setUrl({ tab });
    const list = tabsRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  };

  const here = overview.data?.hereNow;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('daycare:title')}
        count={
          here === undefined
            ? undefined
            : here === 1
              ? t('daycare:hereCountOne')
              : t('daycare:hereCount', { n: fmt.number(here, 0) })
        }
        action={
          <DeskLink href="/daycare/packages" colorPalette="brand" variant="solid">
            {t('daycare:packagesButton')}
          </DeskLink>
        }
      />

      <Tabs.Root
        value={url.tab}
        onValueChange={(details) => goTo(details.value as DaycareTab)}
        variant="enclosed"
        lazyMount
        fitted={false}
      >
        {/* Two by two on a phone, so every tab stays in sight at 375px. */}
        <Tabs.List
          ref={tabsRef}
          bg="bg.muted"
          display={{ base: 'grid', md: 'inline-flex' }}
          gridTemplateColumns="1fr 1fr"
          w={{ base: 'full', md: 'auto' }}
          scrollMarginTop="20"
        >
          {DAYCARE_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              justifyContent="center"
              textAlign="center"
              px={{ base: '2', md: '4' }}
            >
              {t(`daycare:tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="overview">
          <DaycareOverviewTab />
        </Tabs.Content>
        <Tabs.Content value="checkin">
          <CheckInTab />
        </Tabs.Content>
        <Tabs.Content value="checkout">
          <CheckOutTab />
        </Tabs.Content>
        <Tabs.Content value="visits">
          <AllVisitsTab state={url} onState={setUrl} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
