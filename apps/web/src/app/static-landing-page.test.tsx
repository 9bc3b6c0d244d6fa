import { describe, expect, it } from 'vitest';
import { renderStaticLanding } from './render-static-landing';
import { landingPageFrom } from './static-landing-page';

// index.html as `vite build` writes it (the PWA plugin adds the manifest and the registration).
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <title>PodBite</title>
    <script type="module" crossorigin src="/assets/index-BAqbsMRa.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/src-Y30BYtEN.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Badl8eri.css">
  <link rel="manifest" href="/manifest.webmanifest"><script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script></head>
  <body>
    <div id="root"></div>
    <noscript>PodBite needs JavaScript to run.</noscript>
  </body>
</html>`;

describe('the pre-rendered landing page', () => {
  it("is the app's LandingPage as HTML: slogan, both sign-in buttons, 16 covers, empty message areas", () => {
    const page = new DOMParser().parseFromString(renderStaticLanding(), 'text/html');

    expect(page.querySelector('h1')?.textContent).toBe('Bite-Sized Knowledge');
    const signIn = [...page.querySelectorAll('button[data-sign-in]')].map((button) => button.textContent);
    expect(signIn).toEqual(['Sign in with Google', 'Get Started']);
    expect(page.querySelectorAll('[aria-label="Podcasts on PodBite"] img')).toHaveLength(16);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it("takes index.html's stylesheet and PWA tags, its own script in place of the app's, and no preloads", () => {
    const page = landingPageFrom(builtIndex, '<main>landing</main>', '/assets/static-landing-x1.js');

    expect(page).toContain('<div id="root"><main>landing</main></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/static-landing-x1.js"></script>');
    expect(page).toContain('href="/assets/index-Badl8eri.css"');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain('src="/registerSW.js"');
    expect(page).not.toContain('index-BAqbsMRa.js');
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('<noscript>');
  });

  it('fails the build when index.html no longer has the shape it expects', () => {
    expect(() =>
      landingPageFrom(builtIndex.replace(/<script type="module"[^\n]*\n/, ''), '', '/x.js'),
    ).toThrow("index.html has no module script (the app's entry)");
    expect(() =>
      landingPageFrom(builtIndex.replace('<div id="root"></div>', '<div id="app"></div>'), '', '/x.js'),
    ).toThrow('index.html has no empty #root');
  });
});
