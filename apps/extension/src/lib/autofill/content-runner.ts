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
    // The box floats over the page's bottom corner (across the bottom on a phone). The element
    // itself, last in the page, is as tall as the box, so the page's last field and its submit
    // button can always be scrolled above it; "Hide" leaves a small button in its place.
    root.innerHTML = `<style>
      :host{display:block;height:var(--gradway-space,0)}
      .box{position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:280px;padding:12px;
        border-radius:8px;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif;color:#111}
      .row{display:flex;gap:8px;align-items:center;justify-content:space-between}
      button{background:#4338ca;color:#fff;border:0;border-radius:6px;padding:8px 12px;font:inherit;cursor:pointer}
      button.quiet{background:transparent;color:#374151;padding:8px}
      .show{position:fixed;right:16px;bottom:16px;z-index:2147483647;border-radius:999px;
        box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif}
      p{margin:8px 0 0}
      [hidden]{display:none}
      @media (max-width:480px){.box{left:8px;right:8px;bottom:8px;max-width:none;padding:8px 12px}
        .show{right:8px;bottom:8px}}</style>
      <div class="box" role="region" aria-label="Gradway quick apply">
        <div class="row">
          <button type="button" data-fill>Fill with Gradway</button>
          <button type="button" class="quiet" data-hide aria-label="Hide Gradway quick apply">Hide</button>
        </div>
        <p data-status role="status">Gradway can fill this application from your profile.</p>
      </div>
      <button type="button" class="show" data-show hidden aria-label="Show Gradway quick apply">Gradway</button>`;
    const host = panel;
    const box = root.querySelector<HTMLElement>('.box');
    const showButton = root.querySelector<HTMLElement>('[data-show]');
    const reserve = () => {
      const shown = box && !box.hidden ? box : showButton;
      const height = shown ? shown.getBoundingClientRect().height : 0;
      host.style.setProperty('--gradway-space', `${Math.ceil(height) + 32}px`);
    };
    const setHidden = (hidden: boolean) => {
      if (!box || !showButton) return;
      box.hidden = hidden;
      showButton.hidden = !hidden;
      (hidden ? showButton : root.querySelector<HTMLElement>('[data-fill]'))?.focus();
      reserve();
    };
    root.querySelector('[data-fill]')?.addEventListener('click', () => void fill());
    root.querySelector('[data-hide]')?.addEventListener('click', () => setHidden(true));
    showButton?.addEventListener('click', () => setHidden(false));
    document.body.append(panel);
    if (box) new ResizeObserver(reserve).observe(box);
    reserve();
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
