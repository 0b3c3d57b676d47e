import { useState, type FormEvent } from 'react';
import { IonButton, IonContent, IonInput, IonInputPasswordToggle, IonPage, IonSpinner, IonText } from '@ionic/react';
import { useTranslation } from '@app/lib/use-translation';
import type { LoginResponse } from '@shared/contracts/auth';
import { eventValue, invalidClass, looksLikeEmail, submittedValue } from '@app/lib/forms';
import { LanguageChoice } from './LanguageChoice';
import { LoginOutboxHint } from './LoginOutboxHint';
import { useLogin } from './use-login';
import { providerStartPath, useProviderFailure, useSignInProviders } from './use-sign-in-providers';
import './auth.css';

export interface LoginPageProps {
  onSignedIn(response: LoginResponse): void;
  /** Starts downloading the signed-in app while the credentials are checked. */
  preloadShell(): Promise<unknown>;
}

export default function LoginPage({ onSignedIn, preloadShell }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const { submit, pending, error } = useLogin(onSignedIn);
  const [emailState, setEmail] = useState('');
  const [passwordState, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const providers = useSignInProviders();
  // A provider sign-in that came back refused says why, until the form is used.
  const [providerFailure, clearProviderFailure] = useProviderFailure();
  const shownError = error ?? (providerFailure ? t(`providerErrors.${providerFailure}`) : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearProviderFailure();
    // Autofill may not have reached the state: what the fields show is what is signed in with.
    const email = submittedValue(event.currentTarget, 'email', emailState);
    const password = submittedValue(event.currentTarget, 'password', passwordState);
    setEmail(email);
    setPassword(password);
    const next = {
      email: !email.trim() ? t('emailRequired') : !looksLikeEmail(email) ? t('emailInvalid') : undefined,
      password: !password ? t('passwordRequired') : undefined,
    };
    setErrors(next);
    if (next.email || next.password) return;
    void preloadShell();
    void submit(email, password);
  }

  return (
    <IonPage>
      <IonContent className="beige-content" fullscreen>
        <main className="auth-layout">
          <section className="auth-card" aria-labelledby="login-title">
            <img src="/logo-gold.svg" width={88} height={88} alt="" className="auth-card__logo" />
            <h1 id="login-title" className="auth-card__title">
              StayOps
            </h1>
            <p className="auth-card__subtitle">{t('tagline')}</p>
            <LoginOutboxHint />
            <form onSubmit={onSubmit} noValidate>
              <IonInput
                type="email"
                inputmode="email"
                autocomplete="username"
                label={t('email')}
                labelPlacement="stacked"
                fill="outline"
                placeholder="name@company.com"
                name="email"
                value={emailState}
                onIonInput={(e) => setEmail(eventValue(e))}
                errorText={errors.email}
                className={invalidClass(errors.email)}
                data-testid="login-email"
              />
              {/*
                Ionic empties a password field at the first key pressed after focus comes back to it
                (clear-on-edit). On a slow phone focus leaves the field more often than a person notices
                (the eye, the keyboard's own bar, a late first render): the next key, a correction
                included, then wiped what was typed, and the form said "Please enter password".
              */}
              <IonInput
                type="password"
                clearOnEdit={false}
                autocomplete="current-password"
                label={t('password')}
                labelPlacement="stacked"
                fill="outline"
                name="password"
                value={passwordState}
                onIonInput={(e) => setPassword(eventValue(e))}
                errorText={errors.password}
                className={`ion-margin-top ${invalidClass(errors.password) ?? ''}`}
                data-testid="login-password"
              >
                <IonInputPasswordToggle slot="end" />
              </IonInput>
              {shownError ? (
                <IonText color="danger">
                  <p className="auth-card__error" role="alert" data-testid="login-error">
                    {shownError}
                  </p>
                </IonText>
              ) : null}
              <IonButton type="submit" expand="block" className="ion-margin-top" disabled={pending} data-testid="login-submit">
                {pending ? <IonSpinner name="crescent" aria-label={t('signingIn')} /> : t('signIn')}
              </IonButton>
            </form>
            {providers.length ? (
              <div className="auth-card__providers" data-testid="login-providers">
                <p className="auth-card__or">{t('orWith')}</p>
                {/* A plain navigation: the server redirects to the provider; no provider script runs on this page. */}
                {providers.map((p) => (
                  <a key={p.id} className="auth-provider" href={providerStartPath(p.id)} data-testid={`login-provider-${p.id}`}>
                    {t('signInWith', { label: p.label })}
                  </a>
                ))}
              </div>
            ) : null}
          </section>
          <div className="auth-layout__footer">
            <LanguageChoice testId="login-language" />
          </div>
        </main>
      </IonContent>
    </IonPage>
  );
}
