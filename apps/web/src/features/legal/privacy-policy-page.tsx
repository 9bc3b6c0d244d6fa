import { BRAND, TERMS_VERSION } from '@podbite/contract';
import { LegalPage } from './legal-page';

/** What PodBite stores about a listener, why, and how to delete it. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated={TERMS_VERSION}>
      <p>This page says plainly what {BRAND} stores about you, why, and how to have it deleted.</p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> the name, email address and picture your Google account shares,
          Google's id for your account, when you signed in, and your sessions (only a hash of each session
          token).
        </li>
        <li>
          <strong>Your choices:</strong> when you accepted these terms and which version, your favourite
          categories, and your listen mode.
        </li>
        <li>
          <strong>Your library:</strong> the pods and bites you save.
        </li>
        <li>
          <strong>Your listening:</strong> which pods you open and which pods and bites you listen to, to
          count views, show your recent summaries and recommend others.
        </li>
        <li>
          <strong>Your linked YouTube account,</strong> if you link one: your channel's name and id, and the
          access and refresh tokens Google gives us, stored encrypted (AES-256-GCM). We use them only to read
          your subscriptions and their newest videos for your feed, and keep that feed for a short while.
        </li>
        <li>
          <strong>Channels you follow</strong> and the pods made ahead of time for their new uploads.
        </li>
        <li>
          <strong>Your plan:</strong> your tier and, if you pay, the payment provider's customer reference.
          Card details never reach us.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We do not sell your data, and we do not share it with anyone except the services that run {BRAND} for
        us.
      </p>
      <h2>Deleting your account</h2>
      <p>
        Open your Profile and choose 'Delete my account'. We revoke the access Google gave us to your YouTube
        account, then delete your account and everything above that belongs to it, at once. Pods you made stay
        in the catalogue without any link to you.
      </p>
      <h2>Unlinking YouTube only</h2>
      <p>
        Your Profile's linked account section lets you change or unlink your YouTube account; unlinking
        revokes our access and deletes the tokens.
      </p>
    </LegalPage>
  );
}
