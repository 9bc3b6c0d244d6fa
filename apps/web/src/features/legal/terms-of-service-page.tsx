import { BRAND, TERMS_VERSION } from '@podbite/contract';
import { Link } from 'react-router';
import { LegalPage } from './legal-page';

/** The Terms of Service a listener accepts in onboarding (version TERMS_VERSION). */
export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service" updated={TERMS_VERSION}>
      <p>
        These terms cover your use of {BRAND}, a service that turns videos and podcast episodes into short
        written summaries ("pods") that you can read, save and listen to.
      </p>
      <h2>Your account</h2>
      <p>
        You sign in with a Google account. You are responsible for what happens under your account. You may
        delete your account at any time from your Profile ('Delete my account'); see the{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        for what that removes.
      </p>
      <h2>Summaries</h2>
      <ul>
        <li>
          Pods are made automatically from the captions or transcript of a video or episode. They can be wrong
          or incomplete; check the original before relying on them.
        </li>
        <li>
          The videos and episodes belong to their creators. A pod links back to the original at every bite.
        </li>
        <li>Pods you make are shared with every listener, like the rest of the catalogue.</li>
      </ul>
      <h2>Plans</h2>
      <p>
        The Basic plan is free, with limits shown in the app. Pro is paid monthly or yearly and can be
        cancelled at any time; it ends at the close of the period you paid for.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not use {BRAND} to break the law, to overload it, or to get around its limits. We may suspend an
        account that does.
      </p>
      <h2>Linked YouTube account</h2>
      <p>
        Linking YouTube is optional. It gives {BRAND} read-only access to your channel and subscriptions, to
        show you their newest videos. You can unlink at any time from your Profile, or remove {BRAND}'s access
        in your Google account settings.
      </p>
      <h2>Changes</h2>
      <p>When these terms change in a way that matters, we ask you to accept them again.</p>
    </LegalPage>
  );
}
