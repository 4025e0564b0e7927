import type { Notification } from '@galla/contracts/notifications';
import { Button, Center, Group, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useFeedback } from './api';

type FeedbackDialogProps = { notification: Notification | null; onClose: () => void };

/** A notification with data asks for a 1–5 star rating, sent with POST user/feedBack. */
export function FeedbackDialog({ notification, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={notification !== null} onClose={onClose} title={t('notifications.feedbackTitle')} centered>
      {notification && (
        <FeedbackForm key={notification.notificationId} notification={notification} onDone={onClose} />
      )}
    </Modal>
  );
}

function FeedbackForm({ notification, onDone }: { notification: Notification; onDone: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [rating, setRating] = useState(0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    const result = await feedback
      .mutateAsync({ rating, notificationId: notification.notificationId, data: notification.data ?? {} })
      .catch(() => null);
    if (!result) return;
    showToast(result.message ?? t('msg.feedbackThanks'), 'success');
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{notification.text}</Text>
        <Center>
          <Rating
            value={rating}
            onChange={setRating}
            count={5}
            size="xl"
            aria-label={t('notifications.rating')}
            getSymbolLabel={(value) => t('notifications.star', { count: value })}
          />
        </Center>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={feedback.isPending}>
            {t('notifications.cancel')}
          </Button>
          <Button type="submit" disabled={rating < 1} loading={feedback.isPending}>
            {t('notifications.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
