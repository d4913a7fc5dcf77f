/** Sign-in feature: the login page of both apps. */
export { LoginPage, safeRedirect, type LoginPageProps } from './login-page';
