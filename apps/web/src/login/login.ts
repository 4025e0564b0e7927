import './login.css';
import type { LoginData } from '@galla/contracts/auth';
import type { AppConfig } from '@galla/contracts/reference';
import { messages } from '@galla/domain/messages';
import { MOBILE_TEXT_MAX, normaliseMobile } from '@galla/domain/mobile';
import { identityBlurError, passwordLoginErrors } from '../features/auth/login-identity';
import { rememberOtpPhone } from '../features/auth/otp-phone';
import { startRetailerSession } from '../features/auth/start-session';
import { rememberCampaign } from '../features/staff-campaigns/sign-up-campaign';
import { requestEnvelope } from '../lib/api-request';
import { firstScreen } from '../lib/en-login';
import { handOffLogin, leaveToast, type SocialProvider, takeLoginHandoff } from '../lib/login-handoff';
import { registerServiceWorker } from '../lib/register-service-worker';
import { clearSession, getSession } from '../lib/session-store';
import { call } from './login-call';
import { byId, leaveFor, setFieldError, setUpTabs, showToast, whileBusy } from './page-parts';
import { startApp } from './start-app';

// The first visit's login page (accounts spec §2 and §5): the markup of login-markup.ts, made to
// work by this script alone, so that a new phone can sign in before any of the app has loaded
// (issue 23). It does what the app's login does (features/auth/login-page.tsx) with the same
// checks and texts, and leaves by loading the screen the user goes to. Google and Facebook sign-in
// are the app's: a tap on either starts the app here, which opens that provider (lib/login-handoff.ts).

const { login: t } = firstScreen;

function showNotRegistered(shown: boolean): void {
  byId('login-not-registered').hidden = !shown;
}

function submitButton(form: HTMLFormElement): HTMLButtonElement {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error(`#${form.id} has no submit button`);
  return button;
}

function setUpPasswordForm(): void {
  const form = byId<HTMLFormElement>('login-password-form');
  const identity = byId<HTMLInputElement>('login-identity');
  const password = byId<HTMLInputElement>('login-password');
  const eye = byId<HTMLButtonElement>('login-eye');
  const submit = submitButton(form);

  // The spec's on-leave check has its own wording ('Email or Username is required').
  identity.addEventListener('blur', () => setFieldError(identity, identityBlurError(identity.value)));
  identity.addEventListener('input', () => setFieldError(identity, undefined));
  password.addEventListener('input', () => setFieldError(password, undefined));
  eye.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    eye.setAttribute('aria-label', show ? t.hidePassword : t.showPassword);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const errors = passwordLoginErrors({ email: identity.value, password: password.value });
    setFieldError(identity, errors.email);
    setFieldError(password, errors.password);
    if (errors.email) return identity.focus();
    if (errors.password) return password.focus();
    void whileBusy(submit, async () => {
      const body = { loginType: 'Custom', email: identity.value.trim(), password: password.value };
      const answer = await call('user/login', body);
      if (!answer) return;
      if (answer.status === 300) return showNotRegistered(true);
      // The answer's shape is checked against its contract by the app once it starts
      // (lib/session-check.ts); one without a profile cannot start a session at all.
      try {
        leaveFor(startRetailerSession(answer.data as LoginData));
      } catch {
        showToast(messages.somethingBad, 'error');
      }
    });
  });
  // Until now a tap on Login would have been the browser's own submit.
  submit.disabled = false;
}

function setUpOtpForm(): void {
  const form = byId<HTMLFormElement>('login-otp-form');
  const mobileInput = byId<HTMLInputElement>('login-mobile');
  const submit = submitButton(form);
  mobileInput.maxLength = MOBILE_TEXT_MAX;
  // Get OTP stays disabled until the box holds a number (spec §5); what was typed or pasted is kept
  // as it is, and shown as the 10 digits that will be used once the box is left (components/mobile-input.tsx).
  const enable = () => {
    submit.disabled = normaliseMobile(mobileInput.value) === null;
  };
  mobileInput.addEventListener('input', () => {
    setFieldError(mobileInput, undefined);
    enable();
  });
  mobileInput.addEventListener('blur', () => {
    const mobile = normaliseMobile(mobileInput.value);
    if (mobile !== null) mobileInput.value = mobile;
    const unreadable = mobile === null && mobileInput.value.trim() !== '';
    setFieldError(mobileInput, unreadable ? messages.mobileInvalid : undefined);
  });
  enable();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const mobile = normaliseMobile(mobileInput.value);
    if (mobile === null) return;
    void whileBusy(submit, async () => {
      const answer = await call('user/sendOtp', { contactNumber: mobile, type: 'LOGIN' });
      if (!answer) return;
      if (answer.status === 300) return showNotRegistered(true);
      const data = answer.data as { resendAfterSeconds?: unknown } | undefined;
      rememberOtpPhone(
        mobile,
        typeof data?.resendAfterSeconds === 'number' ? data.resendAfterSeconds : undefined,
      );
      leaveToast(answer.message ?? messages.otpSent, 'success');
      leaveFor('/verifyOtp');
    });
  });
}

function setUpSocial(social: AppConfig['social']): void {
  const section = byId('login-social');
  const dev = social.provider === 'dev';
  const offered: Record<SocialProvider, boolean> = {
    Google: dev || Boolean(social.googleClientId),
    Facebook: dev || Boolean(social.facebookAppId),
  };
  for (const button of section.querySelectorAll<HTMLButtonElement>('button[data-provider]')) {
    button.hidden = !offered[button.dataset.provider as SocialProvider];
  }
  section.hidden = !offered.Google && !offered.Facebook;
  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-provider]');
    if (!button) return;
    handOffLogin({ social: button.dataset.provider as SocialProvider });
    void whileBusy(button, () =>
      startApp().catch(() => {
        // The app could not be fetched: nothing is handed over to a later start.
        takeLoginHandoff();
        showToast(firstScreen.offline, 'error');
      }),
    );
  });
}

/** The feature flags: retailer login may be off, and Google and Facebook on. */
async function applyAppConfig(): Promise<void> {
  let config: AppConfig | undefined;
  try {
    const { response, envelope } = await requestEnvelope('static/appConfig');
    if (response.ok) config = envelope.data as AppConfig | undefined;
  } catch {
    // Unreadable: the login stays open, as in the app; the server still guards every call.
  }
  if (config?.retailerLogin === false) {
    byId('login-forms').hidden = true;
    byId('login-updating').hidden = false;
    return;
  }
  if (config?.social) setUpSocial(config.social);
}

// The server sends this page only to a browser without a session cookie: a session this browser
// still keeps has ended.
if (getSession()) clearSession();
rememberCampaign(window.location.search);
byId('login-not-registered-text').textContent = messages.notRegisteredNotice;
setUpTabs(byId('login-forms').querySelector('[role="tablist"]') as HTMLElement, () =>
  showNotRegistered(false),
);
setUpPasswordForm();
setUpOtpForm();
void applyAppConfig();
registerServiceWorker();
