import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * Leaving /billing with unsaved work asks 'Your changes won't be saved.' (Ok, Cancel): in the app
 * through react-router's blocker, and for a reload or a closed tab through the browser's own
 * beforeunload prompt. `allowLeave` lets the screen's own navigation (to a saved invoice) through.
 */
export function useUnsavedGuard(dirty: boolean) {
  const allowed = useRef(false);
  const [blocked, setBlocked] = useState(false);

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

  const dialog = <LeaveBlocker dirty={dirty} allowed={allowed} onBlockedChange={setBlocked} />;
  return { allowLeave, dialog, blocked };
}

type LeaveBlockerProps = {
  dirty: boolean;
  allowed: RefObject<boolean>;
  onBlockedChange: (blocked: boolean) => void;
};

// The blocker lives in a component of its own: react-router's useBlocker sets state as it mounts
// and follows every change of the router's state. In the screen itself, each of those drew the whole
// bill again, the first time as the screen opened.
function LeaveBlocker({ dirty, allowed, onBlockedChange }: LeaveBlockerProps) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [allowed],
    ),
  );
  const blocked = blocker.state === 'blocked';
  useEffect(() => onBlockedChange(blocked), [blocked, onBlockedChange]);

  return (
    <ConfirmDialog
      opened={blocked}
      title={t('billing.confirmTitle')}
      message={t('billing.discard.text')}
      confirmLabel={t('billing.discard.ok')}
      cancelLabel={t('billing.discard.cancel')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      focusConfirm
    />
  );
}
