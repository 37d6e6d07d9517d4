import { browser } from 'wxt/browser';
import { ask, type Message } from '../messages';
import { fileFromBase64, fillForm } from './autofill';
import type { SiteModule } from './detect';

const send = (message: Message) => browser.runtime.sendMessage(message);

/**
 * One site's content script: a "Fill with Gradway" button beside the application form; filling
 * never submits. When the candidate submits the form, the application goes into their tracker.
 */
export const runOnSite = (site: SiteModule) => {
  let recorded = false;
  let panel: HTMLElement | null = null;

  const show = (status: string) => {
    const line = panel?.shadowRoot?.querySelector('[data-status]');
    if (line) line.textContent = status;
  };

  const fill = async () => {
    const form = site.form(document);
    if (!form) return;
    show('Filling from your Gradway profile…');
    try {
      const profile = await ask(send, { type: 'autofill/profile' });
      const job = site.job(document);
      const report = await fillForm(
        site,
        form,
        profile,
        async () => {
          const cv = await ask(send, { type: 'autofill/cv' });
          return cv ? fileFromBase64(cv) : null;
        },
        (as) =>
          ask(send, {
            type: 'autofill/cover-letter',
            jobUrl: location.href,
            title: job.title,
            company: job.company,
            as,
          }),
      );
      show(
        `Filled ${report.filled.length} field${report.filled.length === 1 ? '' : 's'}` +
          (report.left.length ? `; ${report.left.length} left for you` : '') +
          '. Check them, then submit the form yourself.',
      );
    } catch (error) {
      show(error instanceof Error ? error.message : 'The form could not be filled.');
    }
  };

  const record = () => {
    if (recorded) return;
    recorded = true;
    const job = site.job(document);
    void ask(send, {
      type: 'application/submitted',
      site: site.id,
      jobUrl: location.href,
      company: job.company,
      title: job.title,
    })
      .then(() => show('Submitted: saved to your Gradway applications.'))
      .catch(() => {
        recorded = false;
      });
  };

  const mount = () => {
    const form = site.form(document);
    if (!form || panel) return;
    panel = document.createElement('gradway-quick-apply');
    const root = panel.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      div{position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:280px;padding:12px;
        border-radius:8px;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif;color:#111}
      button{background:#4338ca;color:#fff;border:0;border-radius:6px;padding:8px 12px;font:inherit;cursor:pointer}
      p{margin:8px 0 0}</style>
      <div role="region" aria-label="Gradway quick apply">
        <button type="button">Fill with Gradway</button>
        <p data-status role="status">Gradway can fill this application from your profile.</p>
      </div>`;
    root.querySelector('button')?.addEventListener('click', () => void fill());
    document.body.append(panel);
    // The candidate submits; the extension only listens (capture, before the page's handlers).
    document.addEventListener(
      'submit',
      (event) => {
        if (event.target instanceof HTMLElement && site.form(document)?.contains(event.target))
          record();
        else if (event.target === site.form(document)) record();
      },
      true,
    );
    document.addEventListener(
      'click',
      (event) => {
        const target =
          event.target instanceof Element
            ? event.target.closest('button, input[type=submit]')
            : null;
        const current = site.form(document);
        if (!target || !current?.contains(target)) return;
        const isSubmit =
          (target instanceof HTMLButtonElement && target.type === 'submit') ||
          (target instanceof HTMLInputElement && target.type === 'submit') ||
          target.matches(site.submitSelector ?? ':not(*)');
        // A form that is not a <form> (single-page sites) is "submitted" by its submit button.
        if (isSubmit && !(current instanceof HTMLFormElement)) record();
      },
      true,
    );
  };

  mount();
  // Single-page sites draw the form later.
  const observer = new MutationObserver(() => mount());
  observer.observe(document.documentElement, { childList: true, subtree: true });
};
