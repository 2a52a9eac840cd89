// Dogs (/dogs), four tabs (spec section 2): Overview, Add/Edit Dog, All Dogs, Add/Edit Owner;
// plus the details modal and the delete confirmation shared by every dog card.
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { TDog, TOwnerOption } from '@pawdesk/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { AllDogs, type DogFilters, NO_FILTERS } from './all-dogs';
import { DeleteDogDialog } from './delete-dog-dialog';
import type { DogActions } from './dog-card';
import { DogDetailsDialog } from './dog-details-dialog';
import { DogForm } from './dog-form';
import { DogsOverview } from './dogs-overview';
import { DogsOwnerTab } from './dogs-owner-tab';
import { useDogMutations } from './use-dogs';

type Tab = 'overview' | 'form' | 'all' | 'owner';
const TABS: readonly Tab[] = ['overview', 'form', 'all', 'owner'];

export function DogsPage() {
  const { t } = useTranslation(['dogs', 'owners', 'validation', 'errors', 'common']);
  useDocumentTitle(t('dogs:title'));
  const { remove } = useDogMutations();
  const [tab, setTab] = useState<Tab>('overview');
  const [editing, setEditing] = useState<TDog | null>(null);
  const [presetOwner, setPresetOwner] = useState<TOwnerOption | null>(null);
  // Where Edit was pressed, to go back there after saving.
  const [returnTab, setReturnTab] = useState<Tab>('all');
  const [formKey, setFormKey] = useState(0);
  const [filters, setFilters] = useState<DogFilters>(NO_FILTERS);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TDog | null>(null);

  const tabsRef = useRef<HTMLDivElement>(null);

  /** Switches tab from a button far down the page, and brings the tabs back into view. */
  const goTo = (next: Tab) => {
    setTab(next);
    const list = tabsRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  };

  const resetForm = () => {
    setEditing(null);
    setPresetOwner(null);
    setFormKey((key) => key + 1);
  };

  const actions: DogActions = {
    onView: (dog) => setDetailsId(dog.id),
    onEdit: (dog) => {
      setReturnTab(tab === 'form' ? 'all' : tab);
      setEditing(dog);
      setPresetOwner(null);
      goTo('form');
    },
    onDelete: setDeleting,
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess(t('dogs:deleted'));
          if (editing?.id === target.id) resetForm();
          if (detailsId === target.id) setDetailsId(null);
          setDeleting(null);
        },
        onError: (error) => {
          toastError(t('dogs:deleteError'), errorText(error, t) || undefined);
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('dogs:title')}
        </Heading>
        <Text color="fg.muted">{t('dogs:subtitle')}</Text>
      </Stack>

      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="enclosed"
        lazyMount
        fitted={false}
      >
        {/* Two by two on a phone, so every tab stays in sight at 375px. */}
        <Tabs.List
          ref={tabsRef}
          bg="gray.100"
          display={{ base: 'grid', md: 'inline-flex' }}
          gridTemplateColumns="1fr 1fr"
          w={{ base: 'full', md: 'auto' }}
          scrollMarginTop="20"
        >
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              justifyContent="center"
              textAlign="center"
              px={{ base: '2', md: '4' }}
            >
              {t(`dogs:tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="overview">
          <DogsOverview
            actions={actions}
            onBreed={(breed) => {
              setFilters({ search: '', breed, page: 1 });
              goTo('all');
            }}
            onAllBreeds={() => goTo('all')}
          />
        </Tabs.Content>

        <Tabs.Content value="form">
          <DogForm
            key={editing ? `edit-${editing.id}` : `new-${formKey}-${presetOwner?.id ?? ''}`}
            editing={editing}
            presetOwner={presetOwner}
            onSaved={(created) => {
              resetForm();
              goTo(created ? 'overview' : returnTab);
            }}
            onCancel={() => {
              const wasEditing = editing !== null;
              resetForm();
              if (wasEditing) goTo(returnTab);
            }}
          />
        </Tabs.Content>

        <Tabs.Content value="all">
          <AllDogs filters={filters} onFilters={setFilters} actions={actions} />
        </Tabs.Content>

        <Tabs.Content value="owner">
          <DogsOwnerTab
            onAddDogFor={(owner) => {
              setEditing(null);
              setPresetOwner(owner);
              setFormKey((key) => key + 1);
              goTo('form');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteDogDialog
        dog={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </Stack>
  );
}
