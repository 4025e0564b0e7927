import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from './load-script';

// Real Google sign-in (appConfig.social.provider 'real'): Google Identity Services, loaded only when
// this button mounts. Google draws its own button; its callback hands over the ID token (credential)
// that the server checks against Google's keys. Not exercised offline: keep it this small.
const GIS_SRC = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

type RealGoogleButtonProps = { clientId: string; onToken: (token: string) => void; disabled?: boolean };

export function RealGoogleButton({ clientId, onToken, disabled }: RealGoogleButtonProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadScript(GIS_SRC)
      .then(() => {
        const id = (window as GoogleWindow).google?.accounts?.id;
        if (!live || !id || !container.current) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) onTokenRef.current(response.credential);
          },
        });
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: Math.min(container.current.offsetWidth || 300, 400),
        });
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [clientId]);

  return (
    <>
      <div ref={container} hidden={state !== 'ready' || disabled} style={{ width: '100%' }} />
      {state !== 'ready' && (
        <Button variant="default" fullWidth disabled loading={state === 'loading'}>
          {state === 'failed' ? t('social.unavailable', { provider: 'Google' }) : t('social.google')}
        </Button>
      )}
    </>
  );
}
