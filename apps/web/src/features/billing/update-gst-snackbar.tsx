import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** §9 timers: the GST snackbar stays 6 seconds (other snackbars 5, toasts 2). */
export const UPDATE_GST_MS = 6000;
const ID = 'billing-update-gst';

/** Non-GST shops are offered 'Update GST' on opening billing; Update goes to the profile page. */
export function useUpdateGstSnackbar(show: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!show) return;
    notifications.show({
      id: ID,
      autoClose: UPDATE_GST_MS,
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{t('billing.updateGst')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              notifications.hide(ID);
              navigate('/myProfile');
            }}
          >
            {t('billing.updateGstAction')}
          </Button>
        </Group>
      ),
    });
    return () => {
      notifications.hide(ID);
    };
  }, [show, t, navigate]);
}
