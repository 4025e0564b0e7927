import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { useReminderSetting, useSetReminderSetting } from './api';

const DAYS = [1, 2, 3, 5, 7];

/** The drawer's automatic EMI reminder setting: off (the default) or days before each due date. */
export function ReminderSetting() {
  const { t } = useTranslation();
  const setting = useReminderSetting();
  const save = useSetReminderSetting();
  const value = setting.data?.daysBefore ?? null;
  const days = value !== null && !DAYS.includes(value) ? [...DAYS, value].sort((a, b) => a - b) : DAYS;
  const change = async (next: string | null) => {
    const daysBefore = !next || next === 'off' ? null : Number(next);
    const result = await save.mutateAsync(daysBefore).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  return (
    <Select
      label={t('creditBook.reminderSetting')}
      data={[
        { value: 'off', label: t('creditBook.reminderOff') },
        ...days.map((d) => ({ value: String(d), label: t('creditBook.reminderDays', { count: d }) })),
      ]}
      value={value === null ? 'off' : String(value)}
      disabled={setting.isPending || setting.isError || save.isPending}
      allowDeselect={false}
      onChange={(next) => void change(next)}
    />
  );
}
