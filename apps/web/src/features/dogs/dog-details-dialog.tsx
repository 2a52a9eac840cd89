// The dog details modal (docs/spec/product-spec.md §2): Dog Info, Owners, and the four histories (daycare
// shows the 5 most recent visits, the others 8), each with a button to its section; then the
// Timeline tab (docs/domains/timeline.md): every service and the record's changes in one list, under a chart of
// weight and temperature. Its code and the charting library load only when the tab is opened.
// The Vaccinations tab (docs/contract/rest-contract-business.md, Vaccinations) and the Charges tab (billing:
// the dog's charges, a link to its household's check-out), each loaded when opened.
// Last the History tab (docs/domains/audit.md): the dog record's audit events, oldest first, in the reader's
// words (features/audit/record-history, also loaded only when opened).
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Flex,
  Heading,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { isId, type TDogDetails } from '@pawdesk/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageLoader } from '../../app/page-loader';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { DogPicture, useAgeText, useWeightText } from './dog-display';
import { HistoryLine, useHistoryText } from './history-lines';
import { useDogDetails } from './use-dogs';

type History = TDogDetails['history'];

/** The Timeline tab, with its chart and uPlot, in a chunk of its own. */
const DogTimeline = lazy(() => import('./dog-timeline'));
/** The Vaccinations tab, in a chunk of its own. */
const DogVaccinations = lazy(() => import('../vaccinations/dog-vaccinations-tab'));
/** The Charges tab (billing), in a chunk of its own. */
const DogCharges = lazy(() => import('../billing/dog-charges-tab'));
/** The History tab (the audit log), in a chunk of its own. */
const RecordHistory = lazy(() => import('../audit/record-history'));

function HistoryList<T extends { id: string }>({
  items,
  total,
  render,
  empty,
  more,
  section,
  sectionLabel,
  onGo,
  testId,
}: {
  items: readonly T[];
  total: number;
  render: (item: T) => ReactNode;
  empty: string;
  more: (count: number) => string;
  section: string;
  sectionLabel: string;
  onGo: (section: string) => void;
  testId: string;
}) {
  const rest = total - items.length;
  return (
    <Stack gap="3" data-testid={testId}>
      {items.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {items.map((item) => (
            <Box as="li" key={item.id} borderWidth="1px" borderRadius="md" p="3" bg="white">
              {render(item)}
            </Box>
          ))}
        </Stack>
      )}
      {rest > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {more(rest)}
        </Text>
      ) : null}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onGo(section)}>
          {sectionLabel}
        </Button>
      </Box>
    </Stack>
  );
}

function DetailsBody({ details, onGo }: { details: TDogDetails; onGo: (section: string) => void }) {
  const { t } = useTranslation(['dogs', 'common']);
  const dates = useDateFormat();
  const ageText = useAgeText();
  const weightText = useWeightText();
  const text = useHistoryText();
  const { dog, history } = details;
  const audit = (user: { username: string } | null, at: string) =>
    user
      ? t('dogs:details.auditLine', { username: user.username, date: dates.dateTime(at) })
      : t('dogs:details.auditUnknown', { date: dates.dateTime(at) });

  const info: [string, ReactNode][] = [
    [t('dogs:fields.dogId'), dog.dogId],
    [t('dogs:fields.name'), dog.name],
    [t('dogs:fields.breed'), dog.breed],
    [t('dogs:fields.age'), ageText(dog.calculatedAge)],
    [
      t('dogs:fields.dateOfBirth'),
      dog.dateOfBirth ? dates.date(dog.dateOfBirth) : t('dogs:details.notGiven'),
    ],
    [t('dogs:fields.weightShort'), weightText(dog.weight)],
    [t('dogs:fields.particularSigns'), dog.particularSigns || t('dogs:details.none')],
    [t('dogs:details.createdBy'), audit(dog.createdBy, dog.createdAt)],
    [t('dogs:details.modifiedBy'), audit(dog.updatedBy, dog.updatedAt)],
  ];

  const h: History = history;
  const tabs: { value: string; label: string; count?: number }[] = [
    { value: 'info', label: t('dogs:details.tabInfo') },
    { value: 'owners', label: t('dogs:details.tabOwners'), count: dog.owners.length },
    { value: 'daycare', label: t('dogs:details.tabDaycare'), count: h.daycareVisits.total },
    { value: 'hotel', label: t('dogs:details.tabHotel'), count: h.hotelStays.total },
    { value: 'vet', label: t('dogs:details.tabVet'), count: h.vetAppointments.total },
    { value: 'grooming', label: t('dogs:details.tabGrooming'), count: h.grooming.total },
    { value: 'vaccinations', label: t('dogs:details.tabVaccinations') },
    { value: 'charges', label: t('dogs:details.tabCharges') },
    { value: 'timeline', label: t('dogs:timeline.tab') },
    { value: 'history', label: t('dogs:details.tabHistory') },
  ];

  return (
    <Tabs.Root defaultValue="info" variant="line" size="sm" lazyMount>
      {/* Ten tabs: they wrap onto a second line rather than run off the dialog's edge. */}
      <Box>
        <Tabs.List flexWrap="wrap" rowGap="1">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap">
              {tab.label}
              {tab.count !== undefined ? (
                <Badge size="xs" variant="subtle" ms="1">
                  {tab.count}
                </Badge>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>

      <Tabs.Content value="info">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'flex-start' }}>
          <DogPicture dog={dog} size="40" full />
          <DataList.Root orientation="horizontal" size="sm" flex="1" w="full" data-testid="dog-info">
            {info.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="owners">
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
          {dog.owners.map((owner, index) => (
            <Box as="li" key={owner.id} borderWidth="1px" borderRadius="md" p="3">
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h3" size="sm">
                  {owner.name}
                </Heading>
                <Badge variant="subtle" colorPalette={index === 0 ? 'teal' : 'gray'}>
                  {index === 0 ? t('dogs:owners.primary') : t('dogs:owners.secondary')}
                </Badge>
              </Flex>
              <Stack gap="0" mt="1" fontSize="sm" color="fg.muted">
                <Text>{owner.phone}</Text>
                <Text wordBreak="break-all">{owner.email}</Text>
                <Text>{owner.address}</Text>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="daycare">
        <HistoryList
          testId="history-daycare"
          items={h.daycareVisits.items}
          total={h.daycareVisits.total}
          empty={t('dogs:details.noDaycare')}
          more={(count) => t('dogs:details.moreVisits', { count })}
          section="/daycare"
          sectionLabel={t('dogs:details.goDaycare')}
          onGo={onGo}
          render={(visit) => <HistoryLine {...text.daycare(visit)} />}
        />
      </Tabs.Content>

      <Tabs.Content value="hotel">
        <HistoryList
          testId="history-hotel"
          items={h.hotelStays.items}
          total={h.hotelStays.total}
          empty={t('dogs:details.noHotel')}
          more={(count) => t('dogs:details.moreStays', { count })}
          section="/hotel"
          sectionLabel={t('dogs:details.goHotel')}
          onGo={onGo}
          render={(stay) => <HistoryLine {...text.hotel(stay)} />}
        />
      </Tabs.Content>

      <Tabs.Content value="vet">
        <HistoryList
          testId="history-vet"
          items={h.vetAppointments.items}
          total={h.vetAppointments.total}
          empty={t('dogs:details.noVet')}
          more={(count) => t('dogs:details.moreAppointments', { count })}
          section="/vet"
          sectionLabel={t('dogs:details.goVet')}
          onGo={onGo}
          render={(appointment) => <HistoryLine {...text.vet(appointment)} />}
        />
      </Tabs.Content>

      <Tabs.Content value="grooming">
        <HistoryList
          testId="history-grooming"
          items={h.grooming.items}
          total={h.grooming.total}
          empty={t('dogs:details.noGrooming')}
          more={(count) => t('dogs:details.moreGrooming', { count })}
          section="/grooming"
          sectionLabel={t('dogs:details.goGrooming')}
          onGo={onGo}
          render={(booking) => <HistoryLine {...text.grooming(booking)} />}
        />
      </Tabs.Content>

      <Tabs.Content value="vaccinations">
        <Suspense fallback={<PageLoader />}>
          <DogVaccinations dogId={dog.id} dogName={dog.name} />
        </Suspense>
      </Tabs.Content>

      <Tabs.Content value="charges">
        <Suspense fallback={<PageLoader />}>
          <DogCharges dogId={dog.id} owner={dog.owners[0] ?? null} onGo={onGo} />
        </Suspense>
      </Tabs.Content>

      <Tabs.Content value="timeline">
        <Suspense fallback={<PageLoader />}>
          <DogTimeline dogId={dog.id} dogName={dog.name} />
        </Suspense>
      </Tabs.Content>

      <Tabs.Content value="history">
        <Suspense fallback={<PageLoader />}>
          <RecordHistory entity="dog" entityId={dog.id} name={dog.name} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function DogDetailsDialog({ dogId, onClose }: { dogId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['dogs', 'errors', 'validation', 'business', 'common']);
  const [, navigate] = useLocation();
  const invalid = dogId !== null && !isId(dogId);
  const details = useDogDetails(dogId !== null && !invalid ? dogId : null);

  const go = (section: string) => {
    onClose();
    navigate(section);
  };

  let body: ReactNode;
  if (invalid) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('validation:dog.invalidId')}</Alert.Title>
      </Alert.Root>
    );
  } else if (details.isPending) {
    body = <PageLoader />;
  } else if (details.isError) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('dogs:details.loadFailed', { cause: errorText(details.error, t) })}</Alert.Title>
      </Alert.Root>
    );
  } else {
    body = <DetailsBody details={details.data} onGo={go} />;
  }

  return (
    <Dialog.Root
      open={dogId !== null}
      onOpenChange={(state) => {
        if (!state.open) onClose();
      }}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', md: '4' }}>
          <Dialog.Content
            data-testid="dog-details"
            mx="0"
            my={{ base: '2', md: '16' }}
            minH={{ md: '28rem' }}
          >
            <Dialog.Header pe="12">
              <Dialog.Title wordBreak="break-word">
                {details.data ? details.data.dog.name : t('dogs:details.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
