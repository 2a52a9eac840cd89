// View Exam: a completed appointment's examination, read only (the Examination - {dog} tab
// opened from View Exam).
import { Box, Button, DataList, Stack } from '@chakra-ui/react';
import type { TVetAppointment } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';

export function ExamView({ appointment: a, onBack }: { appointment: TVetAppointment; onBack: () => void }) {
  const { t } = useTranslation(['vet', 'common']);
  const fmt = useNumberFormat();
  const dates = useDateFormat();
  const none = t('vet:exam.notRecorded');
  const rows: [string, ReactNode][] = [
    [t('vet:card.temperature'), a.temperature === null ? none : fmt.temperature(a.temperature)],
    [t('vet:card.weight'), a.weight === null ? none : fmt.weight(a.weight)],
    [t('vet:exam.findings'), a.findings ?? none],
    [t('vet:exam.recommendations'), a.recommendations ?? none],
    [t('vet:exam.vetNotes'), a.vetNotes ?? none],
    [
      t('vet:card.followUp'),
      a.followUpRequired
        ? a.followUpDate
          ? dates.date(a.followUpDate)
          : t('vet:card.dateTbd')
        : t('vet:exam.none'),
    ],
  ];
  return (
    <Stack gap="4" data-testid="exam-view">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box>
        <Button variant="outline" onClick={onBack}>
          {t('vet:exam.back')}
        </Button>
      </Box>
    </Stack>
  );
}
