import type { Notification } from '@galla/contracts/notifications';
import { Box, Center, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useNotificationPages, useReadNotification } from './api';
import { FeedbackDialog } from './feedback-dialog';

/** How close to the end of the list (px) the next page starts loading. */
const LOAD_MARGIN = 48;

/**
 * The notification panel (accounts spec §2): 10 per page, the next page loads at the end of scroll,
 * unread items are bold and turn normal when tapped, an item with data asks for a star rating.
 */
export function NotificationPanel() {
  const { t } = useTranslation();
  const pages = useNotificationPages(true);
  const read = useReadNotification();
  const [rating, setRating] = useState<Notification | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const items = pages.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  const loadMoreIfAtEnd = useCallback(() => {
    const list = listRef.current;
    if (!list || !hasNextPage || isFetchingNextPage) return;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MARGIN) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A tall screen may show a whole page without a scroll bar: then there is no end of scroll to
  // reach, so the next page loads at once. (A list with no layout at all, height 0, is skipped.)
  useEffect(() => {
    const list = listRef.current;
    if (list && list.scrollHeight > 0 && list.scrollHeight <= list.clientHeight) loadMoreIfAtEnd();
  }, [loadMoreIfAtEnd]);

  const open = (notification: Notification) => {
    if (notification.is_read === 0) read.mutate(notification.notificationId);
    if (notification.data) setRating(notification);
  };

  if (pages.isPending) {
    return (
      <Center p="md">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (items.length === 0) {
    return (
      <Text ta="center" c="dimmed" p="md">
        {t('msg.noNotification')}
      </Text>
    );
  }

  return (
    <>
      <Box
        ref={listRef}
        onScroll={loadMoreIfAtEnd}
        data-testid="notification-list"
        style={{ overflowY: 'auto', maxHeight: 'calc(100dvh - 80px)' }}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('notifications.title')}>
          {items.map((notification) => {
            const unread = notification.is_read === 0;
            return (
              <Box component="li" key={notification.notificationId} style={{ listStyle: 'none' }}>
                <UnstyledButton
                  onClick={() => open(notification)}
                  w="100%"
                  px="sm"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-describedby={`notification-time-${notification.notificationId}`}
                  data-unread={unread || undefined}
                >
                  <Text size="sm" fw={unread ? 700 : 400}>
                    {unread && <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>}
                    <span>{notification.text}</span>
                  </Text>
                  <Text id={`notification-time-${notification.notificationId}`} size="xs" c="dimmed">
                    {formatDateTime(notification.createdAt)}
                  </Text>
                </UnstyledButton>
              </Box>
            );
          })}
        </Stack>
        {isFetchingNextPage && (
          <Center p="sm">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
      </Box>
      <FeedbackDialog notification={rating} onClose={() => setRating(null)} />
    </>
  );
}
