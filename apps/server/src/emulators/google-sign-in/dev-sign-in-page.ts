import { TEST_ACCOUNTS } from './dev-accounts';
import { escapeHtml } from './dev-sign-in-provider';

/** The account picker of the development sign-in. Plain HTML: it must work with no app loaded. */
export function renderDevSignInPage(input: {
  mountPath: string;
  uid: string;
  clientName: string;
  error?: string;
  name?: string;
  email?: string;
}): string {
  const action = `${input.mountPath}/interaction/${encodeURIComponent(input.uid)}`;
  const accounts = TEST_ACCOUNTS.map(
    (account) => `
      <form method="post" action="${action}/login" class="account">
        <input type="hidden" name="name" value="${escapeHtml(account.name)}">
        <input type="hidden" name="email" value="${escapeHtml(account.email)}">
        <button type="submit"><span class="avatar" aria-hidden="true">${escapeHtml(account.name[0] ?? '?')}</span>
          <span><strong>${escapeHtml(account.name)}</strong><small>${escapeHtml(account.email)}</small></span></button>
      </form>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Development sign-in · PodBite</title>
  <link rel="stylesheet" href="${input.mountPath}/sign-in.css">
</head>
<body>
  <main>
    <p class="badge">Development sign-in</p>
    <h1>Choose an account</h1>
    <p class="note">This is PodBite's built-in <strong>development sign-in</strong>, not Google. No password is checked, and it is switched off in production. It stands in for Google so ${escapeHtml(input.clientName)} can be tried without an account.</p>
    ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
    <section aria-labelledby="test-accounts"><h2 id="test-accounts">Test accounts</h2>${accounts}</section>
    <section aria-labelledby="any-account">
      <h2 id="any-account">Or sign in as anyone</h2>
      <form method="post" action="${action}/login" class="custom">
        <label>Name <input name="name" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name ?? '')}"></label>
        <label>Email <input name="email" type="email" autocomplete="email" required maxlength="200" value="${escapeHtml(input.email ?? '')}"></label>
        <button type="submit">Sign in</button>
      </form>
    </section>
    <form method="post" action="${action}/abort"><button type="submit" class="link">Cancel and go back</button></form>
  </main>
</body>
</html>`;
}

export const DEV_SIGN_IN_CSS = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f1ff; color: #1d1530; }
main { width: min(28rem, 100% - 2rem); background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 10px 40px #2a165520; }
.badge { display: inline-block; margin: 0; padding: .25rem .6rem; border-radius: 999px; background: #ffe8a3; color: #5b4300; font-weight: 600; font-size: .8rem; }
h1 { margin: .6rem 0 .4rem; font-size: 1.5rem; } h2 { font-size: 1rem; margin: 1.2rem 0 .5rem; }
.note { color: #4a4160; font-size: .9rem; line-height: 1.4; }
.error { color: #a0102a; background: #ffe5ea; padding: .5rem .75rem; border-radius: .5rem; }
.account button { width: 100%; display: flex; gap: .75rem; align-items: center; text-align: left; padding: .6rem .75rem; margin-bottom: .5rem; border: 1px solid #ddd6f3; border-radius: .75rem; background: #fff; cursor: pointer; font: inherit; color: inherit; }
.account button:hover, .account button:focus-visible { border-color: #6d3df5; outline: none; box-shadow: 0 0 0 3px #6d3df533; }
.account small { display: block; color: #6b6280; }
.avatar { width: 2.25rem; height: 2.25rem; border-radius: 50%; display: grid; place-items: center; background: #6d3df5; color: #fff; font-weight: 700; }
.custom label { display: block; margin-bottom: .6rem; font-size: .9rem; }
.custom input { display: block; width: 100%; box-sizing: border-box; margin-top: .25rem; padding: .55rem .7rem; border: 1px solid #cfc6ea; border-radius: .5rem; font: inherit; }
.custom button { width: 100%; padding: .65rem; border: 0; border-radius: .75rem; background: #6d3df5; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.link { background: none; border: 0; color: #6d3df5; padding: 0; margin-top: 1rem; cursor: pointer; font: inherit; text-decoration: underline; }
`;
