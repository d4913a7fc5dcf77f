/** Sign-in feature: the login page of both apps (password form or single sign-on). */
export { LoginPage, safeRedirect, type LoginPageProps } from './login-page';
