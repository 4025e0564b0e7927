import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * Leaving /billing with unsaved work asks 'Your changes won't be saved.' (Ok, Cancel): in the app
 * through react-router's blocker, and for a reload or a closed tab through the browser's own
 * beforeunload prompt. `allowLeave` lets the screen's own navigation (to a saved invoice) through.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('billing.confirmTitle')}
      message={t('billing.discard.text')}
      confirmLabel={t('billing.discard.ok')}
      cancelLabel={t('billing.discard.cancel')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      focusConfirm
    />
  );
  return { allowLeave, dialog, blocked: blocker.state === 'blocked' };
}
