// The Vaccinations tab of the dog details (docs/contract/rest-contract-business.md, Vaccinations): each
// disease the rules require, green (valid), amber (lapses within 30 days) or red (missing or expired),
// then the dog's records, added and edited in a drawer, deleted from their row menu after a confirm.
// Loaded only when the tab is opened.
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { diseaseStatuses, type TVaccinationRecord } from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { RowMenu } from '../../app/blocks/row-menu';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useDateFormat } from '../../lib/dates';
import { useDogVaccinations, useVaccinationMutations, useVaccinationRules } from './use-vaccinations';
import { DISEASE_STATE_PALETTE, requiredDiseases, useDiseaseLabel, vaccineName } from './vaccination-display';
import { VaccinationForm } from './vaccination-form';

export default function DogVaccinationsTab({ dogId, dogName }: { dogId: string; dogName: string }) {
  const { t, i18n } = useTranslation(['vaccinations', 'common', 'blocks']);
  const dates = useDateFormat();
  const diseaseLabel = useDiseaseLabel();
  const records = useDogVaccinations(dogId);
  const rules = useVaccinationRules();
  const { remove } = useVaccinationMutations();
  const [drawer, setDrawer] = useState<{ editing: TVaccinationRecord | null } | null>(null);
  const deletion = useConfirmDelete<TVaccinationRecord>({
    remove,
    done: { key: 'vaccinations:record.deleted', params: { name: dogName } },
    failed: { key: 'vaccinations:record.deleteFailed' },
  });

  const today = toDateOnly(new Date());
  const statuses = records.data
    ? diseaseStatuses(
        records.data.map((r) => ({ covers: r.vaccine.covers, expiresOn: r.expiresOn })),
        requiredDiseases(rules.data),
        today,
      )
    : [];
  const stateWord = (state: string) => t(`vaccinations:state.${state}`);

  const columns: Column<TVaccinationRecord>[] = [
    {
      key: 'vaccine',
      header: t('vaccinations:columns.vaccine'),
      cell: (r) => vaccineName(r.vaccine, i18n.language),
    },
    { key: 'givenOn', header: t('vaccinations:columns.givenOn'), cell: (r) => dates.date(r.givenOn) },
    { key: 'expiresOn', header: t('vaccinations:columns.expiresOn'), cell: (r) => dates.date(r.expiresOn) },
    { key: 'batch', header: t('vaccinations:columns.batch'), cell: (r) => r.batch ?? '', hideOnPhone: true },
    {
      key: 'verified',
      header: t('vaccinations:columns.verified'),
      cell: (r) => (r.verified ? t('vaccinations:verifiedYes') : t('vaccinations:verifiedNo')),
    },
  ];

  return (
    <Stack gap="4" data-testid="dog-vaccinations">
      <Stack as="section" aria-labelledby="vaccination-status-title" gap="2">
        <Heading as="h3" size="sm" id="vaccination-status-title">
          {t('vaccinations:tab.status')}
        </Heading>
        {records.isPending || rules.isPending ? (
          <Text color="fg.muted">{t('common:loading')}</Text>
        ) : statuses.length === 0 ? (
          <Text color="fg.muted">{t('vaccinations:tab.noRules')}</Text>
        ) : (
          <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" data-testid="vaccination-status">
            {statuses.map((s) => (
              <Box as="li" key={s.disease} data-testid={`disease-${s.disease}`} data-state={s.state}>
                <StatusBadge status={s.state} palette={DISEASE_STATE_PALETTE} size="md">
                  {s.state === 'missing' && s.expiresOn === null
                    ? t('vaccinations:tab.diseaseMissing', { disease: diseaseLabel(s.disease) })
                    : s.state === 'missing'
                      ? t('vaccinations:tab.diseaseExpired', {
                          disease: diseaseLabel(s.disease),
                          date: dates.date(s.expiresOn ?? ''),
                        })
                      : t('vaccinations:tab.diseaseUntil', {
                          disease: diseaseLabel(s.disease),
                          state: stateWord(s.state),
                          date: dates.date(s.expiresOn ?? ''),
                        })}
                </StatusBadge>
              </Box>
            ))}
          </Flex>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="vaccination-records-title" gap="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id="vaccination-records-title">
            {t('vaccinations:tab.records')}
            {records.data ? (
              <Badge size="xs" variant="subtle" ms="2">
                {records.data.length}
              </Badge>
            ) : null}
          </Heading>
          <Button size="sm" colorPalette="brand" onClick={() => setDrawer({ editing: null })}>
            {t('vaccinations:tab.add')}
          </Button>
        </Flex>
        {records.isPending ? (
          <ListSkeleton rows={3} columns={4} />
        ) : records.isError ? (
          <ErrorState
            title={t('vaccinations:tab.loadError')}
            error={records.error}
            onRetry={() => void records.refetch()}
          />
        ) : records.data.length === 0 ? (
          <EmptyState title={t('vaccinations:tab.empty')} testId="vaccinations-empty" />
        ) : (
          <DataTable
            caption={t('vaccinations:tab.caption', { name: dogName })}
            columns={columns}
            rows={records.data}
            rowKey={(r) => r.id}
            rowTestId="vaccination-row"
            onOpen={(r) => setDrawer({ editing: r })}
            actions={(r) => (
              <RowMenu
                name={vaccineName(r.vaccine, i18n.language)}
                actions={[
                  { value: 'edit', label: t('common:edit'), onSelect: () => setDrawer({ editing: r }) },
                  {
                    value: 'delete',
                    label: t('common:delete'),
                    danger: true,
                    onSelect: () => deletion.ask(r),
                  },
                ]}
              />
            )}
          />
        )}
      </Stack>

      <FormDrawer
        open={drawer !== null}
        title={
          drawer?.editing
            ? t('vaccinations:form.editTitle', { name: dogName })
            : t('vaccinations:form.newTitle', { name: dogName })
        }
        onClose={() => setDrawer(null)}
        testId="vaccination-drawer"
      >
        {drawer ? (
          <VaccinationForm
            key={drawer.editing?.id ?? 'new'}
            dogId={dogId}
            dogName={dogName}
            editing={drawer.editing}
            onDone={() => setDrawer(null)}
          />
        ) : null}
      </FormDrawer>
      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('vaccinations:record.deleteTitle')}
        text={t('vaccinations:record.deleteText', {
          vaccine: deletion.target ? vaccineName(deletion.target.vaccine, i18n.language) : '',
          name: dogName,
        })}
        testId="vaccination"
        {...deletion.dialog}
      />
    </Stack>
  );
}
