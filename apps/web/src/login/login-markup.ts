import { firstScreen } from '../lib/en-login';

// The first visit's login page, as HTML. The build writes it into login.html (vite/login-page.ts),
// so the page paints from its HTML and CSS alone; login.ts then makes it work. Plain markup and
// its own small stylesheet (login.css), not the app's components: a new phone on 4G loads this page
// without React or Mantine (issue 23). Ids are `login-…`; login.ts finds its elements by them.
// Only this folder's texts are imported: the build's config loads this file as it is, before the
// workspace's packages are built, so what comes from @galla/domain is filled in by login.ts.

const { appName, login: t, social } = firstScreen;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function field(id: string, label: string, input: string, { required = true, before = '' } = {}): string {
  const asterisk = required ? ' <span class="gl-asterisk" aria-hidden="true">*</span>' : '';
  return `<div class="gl-field">
      <label class="gl-label" for="${id}">${html(label)}${asterisk}</label>
      <div class="gl-control">${before}${input}</div>
      <p class="gl-error" id="${id}-error" hidden></p>
    </div>`;
}

const passwordPanel = `<form id="login-password-form" class="gl-stack" method="post" novalidate>
    ${field('login-identity', t.identity, `<input class="gl-input" id="login-identity" name="email" autocomplete="username" aria-describedby="login-identity-error">`)}
    ${field(
      'login-password',
      t.password,
      `<input class="gl-input gl-with-right" id="login-password" name="password" type="password" autocomplete="current-password" aria-describedby="login-password-error">
        <button type="button" class="gl-eye" id="login-eye" aria-label="${html(t.showPassword)}">
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>
        </button>`,
    )}
    <p class="gl-right"><a class="gl-link" href="/forgotPassword">${html(t.forgotPassword)}</a></p>
    <button class="gl-button" type="submit" disabled>${html(t.submit)}</button>
  </form>`;

const otpPanel = `<form id="login-otp-form" class="gl-stack" novalidate>
    ${field(
      'login-mobile',
      t.mobile,
      `<input class="gl-input gl-with-left" id="login-mobile" name="mobile" type="tel" inputmode="tel" autocomplete="tel-national" aria-describedby="login-mobile-error">`,
      { required: false, before: '<span class="gl-prefix" aria-hidden="true">+91</span>' },
    )}
    <button class="gl-button" type="submit" disabled>${html(t.getOtp)}</button>
  </form>
  <div id="login-social" class="gl-stack gl-social" hidden>
    <p class="gl-divider"><span>${html(social.or)}</span></p>
    <button type="button" class="gl-button gl-default" data-provider="Google" hidden>${html(social.google)}</button>
    <button type="button" class="gl-button gl-default" data-provider="Facebook" hidden>${html(social.facebook)}</button>
  </div>`;

export function loginMarkup(): string {
  return `<main class="gl-page">
  <div class="gl-card gl-stack">
    <p class="gl-brand">${html(appName)}</p>
    <h2 class="gl-title">${html(t.title)}</h2>
    <div class="gl-alert gl-yellow" id="login-updating" role="status" hidden>${html(t.webUpdating)}</div>
    <div class="gl-alert gl-orange" id="login-not-registered" role="alert" hidden>
      <span id="login-not-registered-text"></span> <a class="gl-link gl-strong" href="/register">${html(t.register)}</a>
    </div>
    <div id="login-forms" class="gl-stack">
      <div class="gl-tabs" role="tablist">
        <button type="button" role="tab" class="gl-tab" id="login-tab-password" aria-controls="login-panel-password" aria-selected="true">${html(t.tabPassword)}</button>
        <button type="button" role="tab" class="gl-tab" id="login-tab-otp" aria-controls="login-panel-otp" aria-selected="false" tabindex="-1">${html(t.tabOtp)}</button>
      </div>
      <div role="tabpanel" id="login-panel-password" aria-labelledby="login-tab-password">${passwordPanel}</div>
      <div role="tabpanel" id="login-panel-otp" aria-labelledby="login-tab-otp" hidden>${otpPanel}</div>
      <p class="gl-text">${html(t.newToGalla)} <a class="gl-link" href="/register">${html(t.register)}</a></p>
      <p class="gl-text"><a class="gl-link" href="/admin-login">${html(t.staffLogin)}</a></p>
    </div>
  </div>
  <div class="gl-toast" id="login-toast" role="alert" hidden></div>
</main>`;
}
