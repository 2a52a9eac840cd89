// React side of the one date helper (@pawdesk/domain/common/date-format): formats in the
// business's date order and clock (its settings: lib/business-settings.ts), then translates a
// placeholder key ('No date', 'Invalid time', ...) into the current language.
import {
  type DateFormatOptions,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  type TDateValue,
  type TFormattedDate,
} from '@pawdesk/domain/common/date-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateSettings } from './business-settings';

export function useDateFormat(options: Pick<DateFormatOptions, 'timeZone'> = {}) {
  const { t } = useTranslation('common');
  const { dateFormat, timeFormat } = useDateSettings();
  const timeZone = options.timeZone;
  return useMemo(() => {
    const text = (result: TFormattedDate) =>
      result.ok ? result.text : t(`date.${result.key}`, { defaultValue: result.text });
    const opts: DateFormatOptions = { dateFormat, timeFormat, ...(timeZone ? { timeZone } : {}) };
    return {
      date: (value: TDateValue) => text(formatDate(value, opts)),
      time: (value: TDateValue) => text(formatTime(value, opts)),
      dateTime: (value: TDateValue) => text(formatDateTime(value, opts)),
      longDate: (value: TDateValue) => text(formatLongDate(value, opts)),
      /** The business's formats, for fields that read typed dates and times. */
      dateFormat,
      timeFormat,
    };
  }, [t, timeZone, dateFormat, timeFormat]);
}
