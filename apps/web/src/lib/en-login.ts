// The texts of the first screen a new phone sees, the login page (src/login/), which is built
// without i18next to stay small (issue 23). The app's texts (en.ts) take these same objects, so
// both screens read one copy.

/** Also the first paint's loader (src/first-paint/), which is built without i18next too. */
export const loadingText = 'Loading…';

export const firstScreen = {
  appName: 'Galla',
  offline: 'You are offline. Please check your internet connection.',
  login: {
    title: 'Login to Galla',
    tabPassword: 'Password',
    tabOtp: 'Mobile OTP',
    identity: 'Email or Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    forgotPassword: 'Forgot Password?',
    submit: 'Login',
    mobile: 'Mobile Number',
    getOtp: 'Get OTP',
    staffLogin: 'Staff login',
    newToGalla: 'New to Galla?',
    register: 'Register',
    webUpdating:
      'We are updating the web version of Galla. Meanwhile, please use the Galla mobile app to log in and bill.',
  },
  social: {
    or: 'or',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    unavailable: '{{provider}} sign-in is not available right now',
    devTitle: 'Sign in with {{provider}} (development)',
    devHint: 'Development mode: choose the identity the provider would return.',
    email: 'Email',
    name: 'Name',
    continue: 'Continue',
  },
} as const;
